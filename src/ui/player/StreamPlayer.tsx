/**
 * The player of streams and their recordings, for the back office and the public site: an MP4
 * plays as it is; HLS plays through hls.js (loaded only when needed), kept close to the live edge
 * and retried while the stream is not there yet. Where the stream carries program date-time it
 * reports the wall-clock moment on screen, so events placed on the stream's time (slide cuts)
 * can follow playback. Free of antd: the public site imports it.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type Hls from 'hls.js';
import { LIVE_HLS_CONFIG } from './live-hls-config';

export type PlaybackTime = { currentTime: number; programDateTime: Date | null };

export type StreamPlayerProps = {
  src: string;
  title: string;
  /** Live HLS: start near the live edge and stay there. */
  live?: boolean;
  audioOnly?: boolean;
  autoPlay?: boolean;
  onPlayingChange?: (playing: boolean) => void;
  onTime?: (time: PlaybackTime) => void;
  /** The stream could not be loaded from `src` (refused, gone, unreachable); the player retries it meanwhile. */
  onFailed?: () => void;
  /** Playback reached the end of the media (a live stream: the end its closed playlist lists). */
  onEnded?: () => void;
};

const RETRY_MS = 2000;

export function StreamPlayer({ src, title, live = false, audioOnly = false, autoPlay = false, onPlayingChange, onTime, onFailed, onEnded }: StreamPlayerProps) {
  const media = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<Hls | null>(null);
  const [waiting, setWaiting] = useState(false);
  const playingChange = useEffectEvent((playing: boolean) => onPlayingChange?.(playing));
  const failed = useEffectEvent(() => onFailed?.());
  const ended = useEffectEvent(() => onEnded?.());
  /** `shownTime`: the media time of the frame on screen, when the browser says (a frame callback). */
  const time = useEffectEvent((element: HTMLVideoElement, shownTime?: number) => {
    const playing = hlsRef.current?.playingDate ?? null;
    // hls.js places currentTime; the frame on screen may be a little before or after it.
    const programDateTime = playing && shownTime !== undefined ? new Date(playing.getTime() + (shownTime - element.currentTime) * 1000) : playing;
    onTime?.({ currentTime: shownTime ?? element.currentTime, programDateTime });
  });

  useEffect(() => {
    const element = media.current;
    if (!element) return;
    const onPlay = () => playingChange(true);
    const onStop = () => playingChange(false);
    const onEnd = () => {
      playingChange(false);
      ended();
    };
    // Once frames report their own time, timeupdate's (a frame or so ahead) would make the moment
    // step back and forth across a cut: the slide would flash. Audio has no frames and keeps it.
    let framesReport = false;
    const onTimeUpdate = () => {
      if (!framesReport) time(element);
    };
    element.addEventListener('playing', onPlay);
    element.addEventListener('pause', onStop);
    element.addEventListener('ended', onEnd);
    element.addEventListener('waiting', onStop);
    element.addEventListener('timeupdate', onTimeUpdate);
    // Every frame shown, where the browser tells (timeupdate comes only every quarter second or so):
    // a slide placed on the stream's time then shows with its very frame.
    let frameRequest = 0;
    const onFrame = (_now: number, frame: VideoFrameCallbackMetadata) => {
      framesReport = true;
      time(element, frame.mediaTime);
      frameRequest = element.requestVideoFrameCallback(onFrame);
    };
    if ('requestVideoFrameCallback' in element) frameRequest = element.requestVideoFrameCallback(onFrame);
    return () => {
      if (frameRequest) element.cancelVideoFrameCallback(frameRequest);
      element.removeEventListener('playing', onPlay);
      element.removeEventListener('pause', onStop);
      element.removeEventListener('ended', onEnd);
      element.removeEventListener('waiting', onStop);
      element.removeEventListener('timeupdate', onTimeUpdate);
      playingChange(false);
    };
  }, []);

  useEffect(() => {
    const element = media.current;
    if (!element) return;
    if (!/\.m3u8(\?|$)/.test(src)) {
      element.src = src;
      return () => element.removeAttribute('src');
    }
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    void import('hls.js').then(({ default: HlsClass }) => {
      if (cancelled) return;
      if (!HlsClass.isSupported()) {
        // No Media Source Extensions (iOS Safari): the browser plays HLS itself.
        element.src = src;
        return;
      }
      const hls = new HlsClass(live ? LIVE_HLS_CONFIG : {});
      hlsRef.current = hls;
      hls.on(HlsClass.Events.MANIFEST_PARSED, () => {
        setWaiting(false);
        if (autoPlay) void element.play().catch(() => undefined);
      });
      hls.on(HlsClass.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR) return hls.recoverMediaError();
        // The stream is not there yet, or the network dropped: try again shortly.
        setWaiting(true);
        failed();
        retry = setTimeout(() => hls.loadSource(src), RETRY_MS);
      });
      hls.loadSource(src);
      hls.attachMedia(element);
    });
    return () => {
      cancelled = true;
      clearTimeout(retry);
      hlsRef.current?.destroy();
      hlsRef.current = null;
    };
  }, [src, live, autoPlay]);

  return (
    <div style={{ position: 'relative', background: '#000', borderRadius: 8, overflow: 'hidden' }}>
      <video
        ref={media}
        controls
        playsInline
        muted={autoPlay}
        autoPlay={autoPlay}
        aria-label={title}
        style={{ display: 'block', width: '100%', maxHeight: audioOnly ? 120 : '60vh', minHeight: audioOnly ? 64 : undefined }}
      />
      {waiting && (
        <span role="status" style={{ position: 'absolute', top: 12, left: 12, color: '#fff' }}>
          Waiting for the stream...
        </span>
      )}
    </div>
  );
}
