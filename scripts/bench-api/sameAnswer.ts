import http from 'node:http';

export interface RawAnswer {
  status: number;
  contentType: string;
  body: Buffer;
}

/**
 * One GET as autocannon sends it: no Accept-Encoding, so the bytes are the ones both servers put on the wire under
 * load (fetch would ask for gzip and hand back the unpacked text).
 */
export function getRaw(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'] ?? '',
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const around = (body: Buffer, at: number) =>
  JSON.stringify(body.subarray(Math.max(0, at - 60), at + 60).toString('utf8'));

/** Where two answers part, said for a person to read; null when status, type and bytes are all the same. */
export function firstDifference(portal: RawAnswer, minimal: RawAnswer): string | null {
  if (portal.status !== minimal.status) {
    return `status: portal ${portal.status}, minimal ${minimal.status}\nportal: ${portal.body.toString('utf8').slice(0, 300)}\nminimal: ${minimal.body.toString('utf8').slice(0, 300)}`;
  }
  if (portal.contentType !== minimal.contentType) {
    return `content-type: portal ${portal.contentType}, minimal ${minimal.contentType}`;
  }
  if (portal.body.equals(minimal.body)) return null;
  let at = 0;
  while (at < portal.body.length && portal.body[at] === minimal.body[at]) at++;
  return [
    `bodies differ from byte ${at} (portal ${portal.body.length} bytes, minimal ${minimal.body.length}):`,
    `  portal:  …${around(portal.body, at)}…`,
    `  minimal: …${around(minimal.body, at)}…`,
  ].join('\n');
}
