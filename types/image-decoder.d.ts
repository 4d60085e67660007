// WebCodecs' ImageDecoder, as far as the decode worker uses it: newer than TypeScript 4.8's
// lib (Debian's tsc). https://w3c.github.io/webcodecs/#imagedecoder-interface

interface ImageDecoderInit {
  data: ReadableStream<Uint8Array> | BufferSource;
  type: string;
  desiredWidth?: number;
  desiredHeight?: number;
}

interface ImageDecodeResult {
  /** A VideoFrame: createImageBitmap takes it; closing it frees its pixels. */
  image: ImageBitmapSource & { close(): void };
  complete: boolean;
}

declare class ImageDecoder {
  constructor(init: ImageDecoderInit);
  static isTypeSupported(type: string): Promise<boolean>;
  decode(): Promise<ImageDecodeResult>;
  close(): void;
}
