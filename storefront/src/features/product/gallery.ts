/** Product image carousel and full-screen viewer, without a framework (the product page ships no React up front). */
import { CAROUSEL, stepZoom, swipeDirection, wrapIndex } from './carousel';
import { clientTexts } from '../../i18n/client-texts';
import { fill } from '../../i18n/plural';

/** Right-to-left pages lay the slides out from the right: the track moves the other way and the arrow keys swap. */
function isRtl(el: Element): boolean {
  return getComputedStyle(el).direction === 'rtl';
}

export function initGallery(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-track]');
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const count = slides.length;
  const stage = root.querySelector<HTMLElement>('[data-stage]');
  const thumbs = [...root.querySelectorAll<HTMLButtonElement>('[data-thumb]')];
  const dots = [...root.querySelectorAll<HTMLElement>('[data-dot]')];
  const toggle = root.querySelector<HTMLButtonElement>('[data-autoplay-toggle]');
  const live = root.querySelector<HTMLElement>('[data-gallery-status]');
  if (!track || !stage || count === 0) return;
  const text = clientTexts();
  const rtl = isRtl(root);

  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  let index = 0;
  let autoEnabled = !reduceMotion; // the pause toggle
  let stopped = false; // manual navigation or hover
  let lockedUntil = 0;
  let timer: ReturnType<typeof setInterval> | undefined;

  const render = () => {
    track.style.transform = `translateX(${rtl ? '' : '-'}${index * 100}%)`;
    slides.forEach((s, i) => {
      s.setAttribute('aria-hidden', String(i !== index));
      s.tabIndex = i === index ? 0 : -1;
    });
    thumbs.forEach((t, i) => t.setAttribute('aria-current', String(i === index)));
    dots.forEach((d, i) => d.classList.toggle('is-active', i === index));
    if (live) live.textContent = fill(text.imageStatus, { n: index + 1, count });
  };

  const go = (to: number): boolean => {
    const now = Date.now();
    if (now < lockedUntil) return false; // one move per transition
    lockedUntil = now + CAROUSEL.transitionMs;
    index = wrapIndex(to, count);
    render();
    return true;
  };

  const schedule = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
    if (count > 1 && autoEnabled && !stopped) timer = setInterval(() => go(index + 1), CAROUSEL.autoAdvanceMs);
    if (toggle) {
      toggle.setAttribute('aria-pressed', String(!autoEnabled));
      toggle.setAttribute('aria-label', autoEnabled ? text.pauseSlideshow : text.playSlideshow);
      toggle.querySelector('[data-icon-pause]')?.toggleAttribute('hidden', !autoEnabled);
      toggle.querySelector('[data-icon-play]')?.toggleAttribute('hidden', autoEnabled);
    }
  };

  const manual = (to: number) => {
    stopped = true;
    schedule();
    go(to);
  };

  root.querySelector('[data-prev]')?.addEventListener('click', () => manual(index - 1));
  root.querySelector('[data-next]')?.addEventListener('click', () => manual(index + 1));
  thumbs.forEach((t, i) => {
    t.addEventListener('click', () => manual(i));
    t.addEventListener('mouseenter', () => {
      if (autoEnabled) {
        stopped = false;
        schedule();
      }
    });
  });
  toggle?.addEventListener('click', () => {
    autoEnabled = !autoEnabled;
    stopped = false;
    schedule();
  });
  stage.addEventListener('mouseenter', () => {
    stopped = true;
    schedule();
  });
  stage.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowLeft') manual(rtl ? index + 1 : index - 1);
    if (e.key === 'ArrowRight') manual(rtl ? index - 1 : index + 1);
  });

  let start: { x: number; y: number } | null = null;
  let swiped = false;
  stage.addEventListener('pointerdown', (e) => {
    start = { x: e.clientX, y: e.clientY };
    swiped = false;
  });
  stage.addEventListener('pointerup', (e) => {
    if (!start) return;
    const dir = swipeDirection(e.clientX - start.x, e.clientY - start.y);
    start = null;
    if (dir !== 0) {
      swiped = true;
      manual(rtl ? index + dir : index - dir);
    }
  });

  const viewer = document.querySelector<HTMLDialogElement>('[data-viewer]');
  if (viewer) {
    const openViewer = (at: number) => {
      if (swiped) return;
      stopped = true;
      schedule();
      initViewer(
        viewer,
        slides.map((s) => s.querySelector('img')!),
        at,
        (i) => {
          index = wrapIndex(i, count);
          render();
        },
      );
    };
    slides.forEach((s, i) => s.addEventListener('click', () => openViewer(i)));
    root.querySelector('[data-viewer-open]')?.addEventListener('click', () => openViewer(index));
  }

  document.addEventListener('visibilitychange', () => {
    if (document.hidden && timer) clearInterval(timer);
    else schedule();
  });

  render();
  schedule();
}

let viewerBound = false;

function initViewer(dialog: HTMLDialogElement, images: HTMLImageElement[], start: number, onIndex: (i: number) => void): void {
  const img = dialog.querySelector<HTMLImageElement>('[data-viewer-image]')!;
  const zoomLabel = dialog.querySelector<HTMLElement>('[data-zoom-level]');
  const counter = dialog.querySelector<HTMLElement>('[data-viewer-counter]');
  const state = dialog as HTMLDialogElement & {
    _g?: { index: number; zoom: number; x: number; y: number; images: HTMLImageElement[]; onIndex: (i: number) => void };
  };
  state._g = { index: start, zoom: 1, x: 0, y: 0, images, onIndex };

  const render = () => {
    const g = state._g!;
    const source = g.images[g.index];
    img.src = source.currentSrc || source.src;
    img.alt = source.alt;
    img.style.transform = `translate(${g.x}px, ${g.y}px) scale(${g.zoom})`;
    if (zoomLabel) zoomLabel.textContent = `${Math.round(g.zoom * 100)}%`;
    if (counter) counter.textContent = `${g.index + 1} / ${g.images.length}`;
  };
  const zoom = (dir: 'in' | 'out' | 'reset') => {
    const g = state._g!;
    g.zoom = dir === 'reset' ? 1 : stepZoom(g.zoom, dir);
    if (g.zoom <= 1) g.x = g.y = 0;
    render();
  };
  const move = (delta: number) => {
    const g = state._g!;
    g.index = wrapIndex(g.index + delta, g.images.length);
    g.zoom = 1;
    g.x = g.y = 0;
    g.onIndex(g.index);
    render();
  };

  if (!viewerBound) {
    viewerBound = true;
    dialog.querySelector('[data-zoom-in]')?.addEventListener('click', () => zoom('in'));
    dialog.querySelector('[data-zoom-out]')?.addEventListener('click', () => zoom('out'));
    dialog.querySelector('[data-zoom-reset]')?.addEventListener('click', () => zoom('reset'));
    dialog.querySelector('[data-viewer-prev]')?.addEventListener('click', () => move(-1));
    dialog.querySelector('[data-viewer-next]')?.addEventListener('click', () => move(1));
    dialog.querySelector('[data-viewer-close]')?.addEventListener('click', () => dialog.close());
    dialog.addEventListener('keydown', (e) => {
      if (e.key === '+' || e.key === '=') zoom('in');
      if (e.key === '-') zoom('out');
      if (e.key === '0') zoom('reset');
      const rtl = isRtl(dialog);
      if (e.key === 'ArrowLeft') move(rtl ? 1 : -1);
      if (e.key === 'ArrowRight') move(rtl ? -1 : 1);
    });
    let drag: { x: number; y: number; ox: number; oy: number } | null = null;
    const stageEl = dialog.querySelector<HTMLElement>('[data-viewer-stage]')!;
    stageEl.addEventListener('pointerdown', (e) => {
      const g = state._g!;
      drag = { x: e.clientX, y: e.clientY, ox: g.x, oy: g.y };
      stageEl.setPointerCapture?.(e.pointerId);
    });
    stageEl.addEventListener('pointermove', (e) => {
      const g = state._g!;
      if (!drag || g.zoom <= 1) return;
      g.x = drag.ox + e.clientX - drag.x;
      g.y = drag.oy + e.clientY - drag.y;
      render();
    });
    stageEl.addEventListener('pointerup', (e) => {
      const g = state._g!;
      if (drag && g.zoom <= 1) {
        const dir = swipeDirection(e.clientX - drag.x, e.clientY - drag.y);
        if (dir !== 0) move(isRtl(dialog) ? dir : -dir);
      }
      drag = null;
    });
    stageEl.addEventListener(
      'wheel',
      (e) => {
        e.preventDefault();
        zoom(e.deltaY < 0 ? 'in' : 'out');
      },
      { passive: false },
    );
  }
  render();
  if (!dialog.open) dialog.showModal();
}
