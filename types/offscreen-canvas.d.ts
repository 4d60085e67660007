// OffscreenCanvas and its 2D context as far as web/js/core/engine.js and the workers use them.
// TypeScript 4.8's libs lack them (lib.dom has nothing, lib.webworker an empty interface, which
// this one extends); TypeScript 4.9 brings its own, and this file goes then.

interface OffscreenCanvas extends EventTarget {
  width: number;
  height: number;
  getContext(
    contextId: '2d',
    options?: { alpha?: boolean; willReadFrequently?: boolean; colorSpace?: 'srgb' | 'display-p3' },
  ): OffscreenCanvasRenderingContext2D | null;
  convertToBlob(options?: { type?: string; quality?: number }): Promise<Blob>;
  transferToImageBitmap(): ImageBitmap;
}

declare var OffscreenCanvas: {
  prototype: OffscreenCanvas;
  new (width: number, height: number): OffscreenCanvas;
};

interface OffscreenCanvasRenderingContext2D {
  readonly canvas: OffscreenCanvas;
  fillStyle: string;
  imageSmoothingEnabled: boolean;
  imageSmoothingQuality: 'low' | 'medium' | 'high';
  fillRect(x: number, y: number, w: number, h: number): void;
  drawImage(image: ImageBitmap, dx: number, dy: number): void;
  drawImage(image: ImageBitmap, dx: number, dy: number, dw: number, dh: number): void;
  drawImage(image: ImageBitmap, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
  getImageData(sx: number, sy: number, sw: number, sh: number, settings?: { colorSpace?: 'srgb' | 'display-p3' }): ImageData;
  putImageData(imagedata: ImageData, dx: number, dy: number): void;
}
