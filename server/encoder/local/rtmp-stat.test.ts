import { describe, expect, it } from 'vitest';
import { inputKbps, parseRtmpStat } from './rtmp-stat';

const XML = `<?xml version="1.0" encoding="utf-8" ?><rtmp><server><application><name>live</name><live>
<stream><name>abc</name><time>2942</time><bw_in>0</bw_in><bytes_in>75552</bytes_in><bw_out>0</bw_out>
<client><id>3</id><address>127.0.0.1</address><time>3117</time><dropped>0</dropped><publishing/><active/></client>
<client><id>4</id><address>127.0.0.1</address><time>2000</time><dropped>0</dropped><active/></client>
<meta><video><width>320</width></video></meta><nclients>2</nclients><publishing/><active/></stream>
<stream><name>idle</name><time>5000</time><bw_in>0</bw_in><bytes_in>0</bytes_in>
<client><id>9</id><address>127.0.0.1</address><time>5000</time><dropped>0</dropped></client><nclients>1</nclients></stream>
</live></application><application><name>other</name><live><stream><name>x</name></stream></live></application></server></rtmp>`;

describe('the nginx RTMP statistics', () => {
  it('give each stream of the application with its publisher and input', () => {
    const streams = parseRtmpStat(XML, 'live');
    expect(streams.map((s) => [s.name, s.publishing, s.clients])).toEqual([
      ['abc', true, 2],
      ['idle', false, 1],
    ]);
    // The source's time is its publisher's, not the stream's (a transcoder may have joined first).
    expect(streams.map((s) => s.timeMs)).toEqual([3117, 5000]);
    expect(inputKbps(streams[0])).toBeCloseTo((75552 * 8) / 3117);
    expect(inputKbps({ ...streams[0], bwIn: 2_500_000 })).toBe(2500);
    expect(inputKbps(streams[1])).toBeNull();
    expect(parseRtmpStat(XML, 'missing')).toEqual([]);
  });
});
