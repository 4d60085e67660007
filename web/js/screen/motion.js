// The grid's movements: leaving the screen, coming back (the reverse), and the nudge that says
// "not yet". Plain translations with the Web Animations API; with prefers-reduced-motion the
// grid does not slide and each movement ends at once.

import { Direction } from '../core/abi-codes.js';

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

export class GridMotion {
  /** @type {HTMLElement} */
  #element;
  /** @type {{slideMilliseconds: number, nudgeMilliseconds: number}} the core's (ScreenRules) */
  #durations;
  /** @type {Animation | null} */
  #away = null; // the finished leave animation, holding the grid off screen

  /**
   * @param {HTMLElement} element the grid
   * @param {{slideMilliseconds: number, nudgeMilliseconds: number}} durations how long a slide and a nudge last
   */
  constructor(element, durations) {
    this.#element = element;
    this.#durations = durations;
  }

  /**
   * Slides the grid off the screen towards `direction`; resolves once it is out of sight.
   * @param {number} direction a Direction code
   */
  async leave(direction) {
    this.#settle();
    if (reducedMotion.matches) return;
    const offset = this.#offscreen(direction);
    this.#away = this.#element.animate([{ transform: 'none' }, { transform: offset }], {
      duration: this.#durations.slideMilliseconds,
      easing: 'ease-in',
      fill: 'forwards',
    });
    await this.#ended(this.#away);
  }

  /**
   * Brings the grid back by the reverse movement; resolves once it is in place.
   * @param {number} direction a Direction code: where it went
   */
  async back(direction) {
    this.#settle();
    if (reducedMotion.matches) return;
    // Measured again: the screen may have turned while the grid was away.
    const offset = this.#offscreen(direction);
    await this.#ended(
      this.#element.animate([{ transform: offset }, { transform: 'none' }], {
        duration: this.#durations.slideMilliseconds,
        easing: 'ease-out',
      }),
    );
  }

  /**
   * A short shake along the share axis.
   * @param {number} direction a Direction code
   */
  nudge(direction) {
    if (reducedMotion.matches || this.#away) return;
    const axis = direction === Direction.left || direction === Direction.right ? 'X' : 'Y';
    const sign = direction === Direction.up || direction === Direction.left ? -1 : 1;
    const step = (/** @type {number} */ px) => ({ transform: `translate${axis}(${sign * px}px)` });
    this.#element.animate([step(0), step(14), step(-8), step(4), step(0)], {
      duration: this.#durations.nudgeMilliseconds,
      easing: 'ease-out',
    });
  }

  /**
   * Resolves when the slide `animation` ends. It moves only in frames the browser paints, and a
   * page it does not paint (a hidden window; Firefox says so of some it shows) gets none: its
   * time up, a slide no frame moved since the last look is finished where it stands.
   * @param {Animation} animation @returns {Promise<void>}
   */
  #ended(animation) {
    const duration = this.#durations.slideMilliseconds;
    let seen = -1;
    let timer = 0;
    const look = () => {
      if (animation.playState !== 'running') return;
      const now = Number(animation.currentTime ?? 0);
      if (now <= seen) {
        animation.finish();
      } else {
        seen = now;
        timer = setTimeout(look, Math.max(duration - now, 20));
      }
    };
    timer = setTimeout(look, duration);
    return finished(animation).finally(() => clearTimeout(timer));
  }

  /** Drops whatever holds the grid away, so that measuring sees its place in the layout. */
  #settle() {
    for (const animation of this.#element.getAnimations()) animation.cancel();
    this.#away = null;
  }

  /**
   * The translation that puts the grid just past the viewport's edge in `direction`.
   * @param {number} direction a Direction code @returns {string}
   */
  #offscreen(direction) {
    const rect = this.#element.getBoundingClientRect();
    const gap = 8;
    switch (direction) {
      case Direction.up:
        return `translateY(${-(rect.bottom + gap)}px)`;
      case Direction.down:
        return `translateY(${innerHeight - rect.top + gap}px)`;
      case Direction.left:
        return `translateX(${-(rect.right + gap)}px)`;
      default:
        return `translateX(${innerWidth - rect.left + gap}px)`;
    }
  }
}

/** Resolves when `animation` ends, also when it is cancelled (a newer movement took over). */
/** @param {Animation} animation @returns {Promise<void>} */
function finished(animation) {
  return animation.finished.then(
    () => undefined,
    () => undefined,
  );
}
