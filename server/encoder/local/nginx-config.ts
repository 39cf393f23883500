/**
 * The nginx configuration of the local media server: one RTMP application that accepts a
 * publish only when the embedded server's callback says yes (the stream key of a running
 * transcoder, no other source on it), lets only this machine play (the transcoders' ffmpeg),
 * and a statistics and control page on the loopback interface. That page lists every stream key
 * and can drop any source, and every local account can reach a loopback port: it answers only
 * under a secret path the server makes at each start (`controlPath`) and keeps to itself.
 */
export const RTMP_APPLICATION = 'live';

export type NginxConfigInput = {
  folder: string;
  rtmpModule: string;
  /** '0.0.0.0' or '::' listen everywhere. */
  rtmpHost: string;
  rtmpPort: number;
  controlPort: number;
  /** The secret first segment of the statistics and control addresses. */
  controlPath: string;
  /** Base of the publish callbacks, ending before `/publish`. */
  hookBase: string;
};

function listenAddress(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return String(port);
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

export function nginxConfig(c: NginxConfigInput): string {
  const temp = `${c.folder}/temp`;
  return `load_module ${c.rtmpModule};
daemon off;
master_process on;
worker_processes 1;
pid ${c.folder}/nginx.pid;
error_log ${c.folder}/error.log warn;
events { worker_connections 1024; }
rtmp {
  server {
    listen ${listenAddress(c.rtmpHost, c.rtmpPort)};
    chunk_size 4096;
    application ${RTMP_APPLICATION} {
      live on;
      record off;
      # The transcoder's ffmpeg waits on its stream before a source arrives, so it receives the first keyframe.
      idle_streams on;
      drop_idle_publisher 10s;
      allow play 127.0.0.1;
      deny play all;
      notify_method post;
      on_publish ${c.hookBase}/publish;
      on_publish_done ${c.hookBase}/publish-done;
    }
  }
}
http {
  access_log off;
  client_body_temp_path ${temp};
  proxy_temp_path ${temp};
  fastcgi_temp_path ${temp};
  uwsgi_temp_path ${temp};
  scgi_temp_path ${temp};
  server {
    listen 127.0.0.1:${c.controlPort};
    location /${c.controlPath}/stat { rtmp_stat all; }
    location /${c.controlPath}/control { rtmp_control all; }
    location / { return 404; }
  }
}
`;
}
