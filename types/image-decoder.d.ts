// WebCodecs' ImageDecoder, as far as the decode worker uses it: newer than TypeScript 4.8's
// lib (Debian's tsc). https://w3c.github.io/webcodecs/#imagedecoder-interface

interface ImageDecoderInit {
  data: ReadableStream<Uint8Array> | BufferSource;
  type: string;
  desiredWidth?: number;
  desiredHeight?: number;
}

/** A VideoFrame, as far as the decode worker uses it. */
type DecodedFrame = ImageBitmapSource & {
  /** The space its pixels are in (sRGB: the bt709 primaries with the iec61966-2-1 transfer). */
  readonly colorSpace: { primaries: string | null; transfer: string | null };
  close(): void;
};

interface ImageDecodeResult {
  /** A VideoFrame: createImageBitmap takes it; closing it frees its pixels. */
  image: DecodedFrame;
  complete: boolean;
}

declare class ImageDecoder {
  constructor(init: ImageDecoderInit);
  static isTypeSupported(type: string): Promise<boolean>;
  decode(): Promise<ImageDecodeResult>;
  close(): void;
}
