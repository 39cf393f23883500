/**
 * The production adapter of the encoder port: Wowza Video's REST API v2.0 (live streams, their
 * stream target's HLS chunk size, ingest analytics, recordings). A live stream is created with
 * recording on, so stopping it makes the recording that Create recording asks for; its state is
 * polled until the recording completes. Transcoder events arrive as Wowza's webhooks
 * (`receiveWebhook`, wowza-webhooks.ts) and leave as the same EncoderEvents the local media
 * server reports. The API token stays on the server: nothing here reaches a browser.
 */
import { chunkSizeOf, QUALITIES } from '@domain/streams/transcoder-options';
import { EncoderUnavailableError, UnknownTranscoderError, type Encoder, type EncoderEventSink, type TranscoderMetrics } from '../port';
import { eventFromWowzaWebhook } from '@domain/streams/wowza-webhook';
import { signedPlaybackUrl } from './playback-token';

/** As long as the local media server's signed addresses (hls-access.ts): a day's event; the player asks watchStream again on a refusal. */
export const PLAYBACK_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export type WowzaConfig = {
  /** The API access token (a JWT) of the Wowza Video account. */
  apiToken: string;
  /** Where Wowza's data centre for the live streams is (its `broadcast_location`, e.g. eu_germany). */
  broadcastLocation: string;
  apiBase?: string;
  fetch?: typeof fetch;
  /**
   * The shared secret of token authentication on the stream targets (playback-token.ts), set on in
   * Wowza Video with the same secret; playback addresses are then signed for PLAYBACK_TOKEN_TTL_MS.
   */
  playbackTokenSecret?: string;
  /** How often and how long to ask for a recording after the stream stops. */
  recordingPollMs?: number;
  recordingTimeoutMs?: number;
};

export type WowzaEncoder = Encoder & {
  /** A webhook Wowza sent (its JSON body); events of other objects are ignored. */
  receiveWebhook(body: unknown): Promise<void>;
  close(): Promise<void>;
};

type LiveStream = {
  id: string;
  source_connection_information?: { primary_server?: string; stream_name?: string; username?: string; password?: string };
  stream_targets?: { id: string }[];
  hls_playback_url?: string;
  player_hls_playback_url?: string;
};
type Recording = { id: string; state: string; download_url?: string; duration?: number; reason?: string; transcoder_id?: string };

const DEFAULT_API = 'https://api.video.wowza.com/api/v2.0';
const ID = /^[A-Za-z0-9]{1,64}$/;

export function createWowzaEncoder(config: WowzaConfig, sink: EncoderEventSink): WowzaEncoder {
  const api = (config.apiBase ?? DEFAULT_API).replace(/\/+$/, '');
  const http = config.fetch ?? fetch;
  const stopping = new AbortController();
  /** When each transcoder's current source started publishing (from the webhooks), for its uptime. */
  const sourceSince = new Map<string, number>();
  const recordings = new Set<Promise<void>>();

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await http(`${api}${path}`, {
        method,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(30_000)]),
        headers: { authorization: `Bearer ${config.apiToken}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new EncoderUnavailableError(`Wowza Video could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await res.text();
    if (res.status === 404) throw new UnknownTranscoderError(path.split('/')[2] ?? '');
    if (!res.ok) {
      const detail = /"message"\s*:\s*"([^"]{1,200})"/.exec(text)?.[1];
      throw new EncoderUnavailableError(`Wowza Video refused ${method} ${path.split('?')[0]} (${res.status})${detail ? `: ${detail}` : ''}.`);
    }
    return (text ? JSON.parse(text) : {}) as T;
  }

  const streamPath = (id: string) => {
    if (!ID.test(id)) throw new UnknownTranscoderError(id);
    return `/live_streams/${id}`;
  };

  async function waitForRecording(transcoderId: string): Promise<void> {
    const deadline = Date.now() + (config.recordingTimeoutMs ?? 30 * 60_000);
    const pause = () => new Promise((resolve) => setTimeout(resolve, config.recordingPollMs ?? 10_000));
    const at = () => new Date();
    try {
      while (!stopping.signal.aborted) {
        const { recordings: found = [] } = await call<{ recordings?: Recording[] }>('GET', `/recordings?filter[0][field]=transcoder_id&filter[0][eq]=${transcoderId}`);
        const latest = found.at(-1);
        if (latest?.state === 'completed' && latest.download_url) {
          return sink({ objectType: 'recording', event: 'recording.ready', transcoderId, at: at(), url: latest.download_url, duration: (latest.duration ?? 0) / 1000 });
        }
        if (latest?.state === 'failed') {
          return sink({ objectType: 'recording', event: 'recording.failed', transcoderId, at: at(), message: `Wowza Video could not make the recording${latest.reason ? `: ${latest.reason}` : '.'}` });
        }
        if (Date.now() > deadline) {
          return sink({ objectType: 'recording', event: 'recording.failed', transcoderId, at: at(), message: 'Wowza Video did not finish the recording in time.' });
        }
        await pause();
      }
    } catch (error) {
      if (stopping.signal.aborted) return;
      await sink({ objectType: 'recording', event: 'recording.failed', transcoderId, at: at(), message: error instanceof Error ? error.message : String(error) });
    }
  }

  const secret = config.playbackTokenSecret;
  return {
    kind: 'wowza',
    ...(secret ? { signPlayback: (url: string) => signedPlaybackUrl(url, secret, { endS: Math.floor((Date.now() + PLAYBACK_TOKEN_TTL_MS) / 1000) }) } : {}),

    async create({ name, options }) {
      const quality = QUALITIES.find((q) => q.value === options.quality)!;
      const { live_stream: stream } = await call<{ live_stream: LiveStream }>('POST', '/live_streams', {
        live_stream: {
          name: name.slice(0, 200),
          broadcast_location: config.broadcastLocation,
          encoder: 'other_rtmp',
          delivery_method: 'push',
          transcoder_type: 'transcoded',
          billing_mode: 'pay_as_you_go',
          aspect_ratio_width: (quality.height * 16) / 9,
          aspect_ratio_height: quality.height,
          low_latency: options.delay === 'low',
          recording: true,
        },
      });
      const target = stream.stream_targets?.[0]?.id;
      if (target) await call('POST', `/stream_targets/${target}/properties`, { property: { key: 'chunkSize', section: 'hls', value: chunkSizeOf(options.delay) } });
      if (options.type === 'audio') {
        const { outputs = [] } = await call<{ outputs?: { id: string }[] }>('GET', `/transcoders/${stream.id}/outputs`);
        for (const output of outputs) await call('PATCH', `/transcoders/${stream.id}/outputs/${output.id}`, { output: { video_codec: 'disabled', audio_codec: 'aac', bitrate_audio: 128 } });
      }
      const source = stream.source_connection_information ?? {};
      const playbackUrl = stream.hls_playback_url ?? stream.player_hls_playback_url;
      if (!source.primary_server || !source.stream_name || !playbackUrl) throw new EncoderUnavailableError('Wowza Video created the live stream without its ingest or playback address.');
      return {
        transcoderId: stream.id,
        ingest: {
          rtmpUrl: source.primary_server,
          streamName: source.stream_name,
          username: source.username ?? '',
          password: source.password ?? '',
        },
        playbackUrl,
      };
    },

    async start(transcoderId) {
      await call('PUT', `${streamPath(transcoderId)}/start`);
    },

    async stop(transcoderId) {
      await call('PUT', `${streamPath(transcoderId)}/stop`);
    },

    async remove(transcoderId) {
      const { live_stream: state } = await call<{ live_stream: { state?: string } }>('GET', `${streamPath(transcoderId)}/state`);
      if (state.state && state.state !== 'stopped') await call('PUT', `${streamPath(transcoderId)}/stop`);
      await call('DELETE', streamPath(transcoderId));
      sourceSince.delete(transcoderId);
    },

    async metrics(transcoderId): Promise<TranscoderMetrics> {
      if (!ID.test(transcoderId)) throw new UnknownTranscoderError(transcoderId);
      const { live_stream: ingest } = await call<{ live_stream: { connected?: { value?: string }; bits_in_rate?: { value?: number; units?: string } } }>('GET', `/analytics/ingest/live_streams/${transcoderId}`);
      const connected = ingest.connected?.value === 'Yes';
      const rate = typeof ingest.bits_in_rate?.value === 'number' ? ingest.bits_in_rate.value : null;
      const since = sourceSince.get(transcoderId);
      return {
        connected,
        bitsInKbps: rate === null ? null : ingest.bits_in_rate?.units === 'bps' ? rate / 1000 : rate,
        uptimeSeconds: connected && since !== undefined ? (Date.now() - since) / 1000 : null,
      };
    },

    // Wowza's API tells no program date-time of its output: the live tool stamps cuts with the
    // wall clock, which the program date-time Wowza writes into its HLS follows.
    programTime: () => null,

    async record(transcoderId) {
      await call('PUT', `${streamPath(transcoderId)}/stop`);
      const job = waitForRecording(transcoderId).finally(() => recordings.delete(job));
      recordings.add(job);
    },

    async receiveWebhook(body) {
      const event = eventFromWowzaWebhook(body);
      if (!event) return;
      if (event.event === 'video.started' || event.event === 'audio.started') sourceSince.set(event.transcoderId, event.at.getTime());
      if (event.event === 'video.stopped' || event.event === 'audio.stopped' || event.event === 'stop.complete') sourceSince.delete(event.transcoderId);
      await sink(event);
    },

    async close() {
      stopping.abort();
      await Promise.all([...recordings]);
    },
  };
}
