/** The part of http_ece (web-push's RFC 8188/8291 codec) the tests use to decrypt what a push service receives. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm' | 'aesgcm'; privateKey: ECDH; authSecret: string | Buffer; dh?: string },
  ): Buffer;
}
