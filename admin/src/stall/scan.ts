import { i18nProvider } from '../i18n';
import { type FrameResult, readLabelText } from './scanner/labelText';

/** The scanner's words in the staff member's language (it runs outside React: the provider answers in the current one). */
const t = (key: string) => i18nProvider.translate(`shop.stall.scanner.${key}`);

/** The label a scan read: the product and its size (null for a product without sizes). */
export type ScannedLabel = { productId: string; size: string | null };

/** The browser's own detector (Chrome on Android, Safari 17+ behind a flag); not in TypeScript's DOM types yet. */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** A frame's pixels are scaled to at most this many across for the fallback decoder: enough for a label filling a fifth of the view. */
const DECODE_WIDTH = 640;

type Decoder = (video: HTMLVideoElement) => Promise<FrameResult>;

/** The browser's BarcodeDetector when it reads QR codes, else jsQR over the frame's pixels (its own chunk, loaded now). */
async function makeDecoder(): Promise<Decoder> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const formats = Detector ? await Detector.getSupportedFormats?.().catch(() => []) : [];
  if (Detector && formats?.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => {
      const found = await detector.detect(video);
      const read = found.map((c) => readLabelText(c.rawValue));
      return read.find((r) => r.kind === 'label') ?? read[0] ?? { kind: 'none' };
    };
  }
  const { decodeLabelPixels } = await import('./scanner/decode');
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!ctx || !video.videoWidth) return { kind: 'none' };
    const scale = Math.min(1, DECODE_WIDTH / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return decodeLabelPixels(data, canvas.width, canvas.height);
  };
}

/** What a failed getUserMedia means for the staff member, in their words. */
export function cameraErrorText(e: unknown): string {
  const name = (e as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return t('refused');
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return t('noCamera');
  if (name === 'NotReadableError' || name === 'TrackStartError') return t('busy');
  return t('failed');
}

/** The full-screen viewfinder: the camera's picture, a square to aim with, a line of text and a big button. */
function overlay() {
  const root = document.createElement('div');
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-label', t('title'));
  root.dataset.testid = 'label-scanner';
  root.style.cssText =
    'position:fixed;inset:0;z-index:2000;background:#000;color:#fff;display:flex;flex-direction:column;font:16px/1.4 system-ui,sans-serif';
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.setAttribute('playsinline', '');
  video.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;object-fit:cover';
  const frame = document.createElement('div');
  frame.style.cssText =
    'position:absolute;left:50%;top:45%;width:min(70vw,70vh);aspect-ratio:1;transform:translate(-50%,-50%);border:3px solid #fff;border-radius:12px;box-shadow:0 0 0 100vmax rgba(0,0,0,.45)';
  const message = document.createElement('p');
  message.setAttribute('role', 'status');
  message.setAttribute('aria-live', 'polite');
  message.style.cssText = 'position:relative;margin:auto 16px 12px;padding:12px;text-align:center;background:rgba(0,0,0,.6);border-radius:8px';
  message.textContent = t('starting');
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.textContent = t('cancel');
  cancel.style.cssText =
    'position:relative;margin:0 16px max(16px,env(safe-area-inset-bottom));min-height:64px;font:600 20px system-ui,sans-serif;border:0;border-radius:12px;background:#fff;color:#000';
  root.append(video, frame, message, cancel);
  document.body.append(root);
  return { root, video, message, cancel };
}

/**
 * Scans a size label with the phone's rear camera: opens a full-screen viewfinder, reads frames until one holds a
 * shop label, and answers its product and size; null when cancelled or when the camera cannot be used (the reason is
 * shown first, until the staff member closes it).
 */
export function scanLabel(): Promise<ScannedLabel | null> {
  return new Promise((resolve) => {
    const ui = overlay();
    let stream: MediaStream | null = null;
    let done = false;
    const finish = (result: ScannedLabel | null) => {
      if (done) return;
      done = true;
      for (const t of stream?.getTracks() ?? []) t.stop();
      document.removeEventListener('keydown', onKey);
      ui.root.remove();
      resolve(result);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && finish(null);
    document.addEventListener('keydown', onKey);
    ui.cancel.addEventListener('click', () => finish(null));
    ui.cancel.focus();
    const fail = (text: string) => {
      ui.message.textContent = text;
      ui.message.setAttribute('role', 'alert');
      ui.cancel.textContent = t('close');
      for (const t of stream?.getTracks() ?? []) t.stop();
    };

    void (async () => {
      if (!window.isSecureContext) return fail(t('insecure'));
      if (!navigator.mediaDevices?.getUserMedia) return fail(t('noCameraApi'));
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
      } catch (e) {
        return fail(cameraErrorText(e));
      }
      if (done) {
        for (const t of stream.getTracks()) t.stop();
        return;
      }
      let decode: Decoder;
      try {
        decode = await makeDecoder();
      } catch {
        return fail(t('loadFailed'));
      }
      ui.video.srcObject = stream;
      await ui.video.play().catch(() => undefined);
      ui.message.textContent = t('hint');
      // one frame at a time: the next is read only after the last was decoded, so a slow phone skips frames
      while (!done) {
        await new Promise((r) => requestAnimationFrame(r));
        const read = await decode(ui.video).catch((): FrameResult => ({ kind: 'none' }));
        if (read.kind === 'label') return finish({ productId: read.productId, size: read.size });
        ui.message.textContent = read.kind === 'other' ? t('notALabel') : t('hint');
      }
    })();
  });
}
