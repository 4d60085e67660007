// The messages between the page and its workers, typed once for both ends (JSDoc imports such
// as `import('../../types/worker-messages').DecodeRequest`). What each means: the comments atop
// web/worker/decode-worker.js, web/worker/compose-worker.js and web/worker/canvas-fallback.js.

export type Size = { width: number; height: number };
export type Rect = { x: number; y: number; width: number; height: number };
/** How a photo sits in its cell, in millionths (zoom 0: centred). */
export type Framing = { zoom: number; focusX: number; focusY: number };
/** One slot as the picture paints it: its photo's framing and orientation (EXIF 1–8), and the key of a sharp region to paint instead (null: none). */
export type RenderSlot = { framing: Framing; orientation: number; sharp: string | null };
/** The frame: spacing and radius in thousandths, colour 0xRRGGBB. */
export type Frame = { spacing: number; colour: number; radius: number };
/** A picture as the core makes it: a layout (its textual form, as the core writes it) on a format whose short side is `side`, in a frame. */
/** `space`: the ColourSpace code the photos' pixels are in (ig_compose writes the frame's colour in it; sRGB when absent). */
export type PictureSpec = { layout: string; format: number; side: number; frame: Frame; space?: number };
/** A file's bytes and type, as a kept draft stores them. */
export type StoredBytes = { bytes: ArrayBuffer; type: string };
/** A zoomed-in crop to decode on its own: `crop` in the full decode's pixels, decoded to `size`. */
export type SharpRegion = { crop: Rect; size: Size };

// --- The decode worker ---

export type DecodePhotoRequest = {
  id: number;
  file: File;
  need: Size;
  preview: Size;
  draftNeed: Size | null;
  /** The draft holds bytes (and a thumbnail) for the photo already: they stand till the copy comes. */
  draftHolds: boolean;
  backdrop: string;
  region?: undefined;
  draftCopy?: undefined;
};
export type DecodeRegionRequest = { id: number; file: File; region: SharpRegion; draftCopy?: undefined };
/** A draft's copy alone, covering `draftCopy` within the canvas ceiling; `always`: even where the
 * core's plan keeps the file (which did not fit). */
export type DraftCopyRequest = { id: number; file: File; draftCopy: Size; always: boolean; backdrop: string };
export type DecodeRequest = DecodePhotoRequest | DecodeRegionRequest;
/** `pictureBusy`: the page's picture is being made (a draft's copy waits) or no longer; `heard`:
 * the page has taken in a request's bitmaps (and asked for its picture, if it makes one). */
export type DecodeWorkerIn = DecodeRequest | DraftCopyRequest | { cancel: number } | { pictureBusy: boolean } | { heard: number };

/** A photo's bitmap for the picture: `inSrgb` when every colour it holds lies in sRGB (decoded
 * from an sRGB frame), so that a canvas in sRGB reads it without a loss (and without converting
 * the whole bitmap on the way). */
export type PhotoBitmap = { bitmap: ImageBitmap; inSrgb: boolean };
/** A photo's bitmaps, transferred: `preview` for the screen, `source` the photo's full size as shown. */
export type DecodedBitmaps = { id: number; bitmap: ImageBitmap; inSrgb: boolean; preview: ImageBitmap; full: boolean; source: Size };
export type DecodeWorkerOut =
  /** The draft's last word on a photo: a copy to keep in place of the file (`whole`: no larger
   * copy can be made), the file itself (`file`), or nothing (`draft` null). */
  | { id: number; draft: StoredBytes | null; whole?: boolean; file?: boolean }
  | { id: number; thumb: StoredBytes | null }
  | DecodedBitmaps
  | { id: number; bitmap: ImageBitmap; inSrgb: boolean; preview?: undefined }
  | { id: number; unreadable: true; bitmap?: undefined; cancelled?: undefined }
  | { id: number; cancelled: true; bitmap?: undefined };

// --- The compose worker ---

export type ComposeWorkerIn =
  | { type: 'photo'; slot: number; bitmap: ImageBitmap | null; inSrgb?: boolean }
  | { type: 'sharp'; slot: number; key: string | null; bitmap: ImageBitmap | null; inSrgb?: boolean }
  | { type: 'swap'; a: number; b: number }
  | { type: 'render'; id: number; picture: PictureSpec; slots: RenderSlot[] }
  | { type: 'png'; id: number; blob: Blob }
  | PageAnswer;

export type ComposeWorkerOut =
  | { type: 'rendered'; id: number; blob: Blob; memoryBytes: number; core: string; composeMs: number }
  | { type: 'png'; id: number; blob: Blob }
  | { type: 'failed'; message: string }
  | { type: 'out-of-memory'; id: number }
  | AskPage;

// --- A compose worker without OffscreenCanvas asks the page (canvas-fallback.js, canvas-steps.js) ---

export type Pixels = { rgba: Uint8ClampedArray; width: number; height: number };
export type PageRequest =
  | { kind: 'space' }
  | { kind: 'pixels'; bitmap: ImageBitmap; space: 'srgb' | 'display-p3'; inSrgb: boolean }
  | { kind: 'encode'; rgba: Uint8ClampedArray; size: Size; type: string; quality?: number; space: 'srgb' | 'display-p3' }
  | { kind: 'png'; blob: Blob };
export type AskPage = { type: 'ask-page'; id: number; request: PageRequest };
export type PageAnswer = { type: 'page-answer'; id: number; answer?: Pixels | Blob | 'srgb' | 'display-p3'; error?: string };
