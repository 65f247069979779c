import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A plain picture made with sharp, for tests that upload real images. */
export const picture = (width: number, height: number, background = '#2a7f62') =>
  sharp({ create: { width, height, channels: 3, background } });

/** One PNG chunk (length, type, data, CRC), to build PNGs that lie or carry extra bytes. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A real PNG grown to `size` bytes by a private chunk that decoders skip. */
export function paddedPng(base: Buffer, size: number): Buffer {
  const iend = base.length - 12;
  const padding = pngChunk('prVt', Buffer.alloc(size - base.length - 12, 7));
  return Buffer.concat([base.subarray(0, iend), padding, base.subarray(iend)]);
}

export interface Part {
  field: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body and its content-type header, as a browser sends an upload. */
export function multipart(parts: Part[]) {
  const boundary = `----gallery${randomUUID()}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"${
        p.filename ? `; filename="${p.filename}"` : ''
      }\r\n${p.filename ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`,
    ),
    Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
