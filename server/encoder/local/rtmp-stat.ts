/**
 * The nginx RTMP module's statistics page (`rtmp_stat all`): for each live stream, how long its
 * source has published, its input bandwidth and the bytes received. Only the few elements the
 * encoder reads are picked out of the XML.
 */
export type StreamStat = {
  name: string;
  /**
   * Milliseconds the source has published: its publisher's connection time (the stream's own
   * time counts from whoever joined first, often the transcoder waiting for a source); the
   * stream's time when nobody publishes.
   */
  timeMs: number;
  /** Input bandwidth in bits per second, as nginx last measured it (0 until its first measurement). */
  bwIn: number;
  bytesIn: number;
  publishing: boolean;
  /** Connected clients, the publisher and the subscribers. */
  clients: number;
};

const element = (xml: string, name: string): string | null => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? null;
const number = (xml: string, name: string): number => {
  const value = Number(element(xml, name));
  return Number.isFinite(value) ? value : 0;
};

export function parseRtmpStat(xml: string, application: string): StreamStat[] {
  const apps = xml.split('<application>').slice(1);
  const app = apps.find((chunk) => element(chunk, 'name') === application);
  if (!app) return [];
  return app
    .split('<stream>')
    .slice(1)
    .map((chunk) => chunk.slice(0, chunk.indexOf('</stream>')))
    .map((stream) => {
      // The stream's own figures come before its first <client>; the clients carry their own.
      const [own, ...clients] = stream.split('<client>');
      const publisher = clients.map((client) => client.split('</client>')[0]).find((client) => client.includes('<publishing/>'));
      return {
        name: element(own, 'name') ?? '',
        timeMs: number(publisher ?? own, 'time'),
        bwIn: number(own, 'bw_in'),
        bytesIn: number(own, 'bytes_in'),
        publishing: /<client>(?:(?!<\/client>)[\s\S])*<publishing\/>/.test(stream),
        clients: (stream.match(/<client>/g) ?? []).length,
      };
    });
}

/** The input bitrate in kbps: nginx's measurement, or the average since the source began. */
export function inputKbps(stat: StreamStat): number | null {
  if (!stat.publishing) return null;
  if (stat.bwIn > 0) return stat.bwIn / 1000;
  return stat.timeMs > 0 ? (stat.bytesIn * 8) / stat.timeMs : null;
}
