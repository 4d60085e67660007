// Keys on a focused divider (input/divider-hands.js): the arrows move it by the core's step
// (Shift: its big step), Home and End take it to its limits, Enter puts it back. A run of keys is
// one step for Undo: it ends once the keys have rested, the focus leaves, or a drag takes over.

/** @typedef {import('../screen/dividers.js').DividerLayer} DividerLayer */
/** @typedef {import('./divider-hands.js').DividerHands} DividerHands */

/**
 * Wires the keys of `layer`'s dividers to `on`; `rules` are the core's (its steps, and the rest
 * that ends a run). Returns `{end()}`: the run of keys under way ends now.
 * @param {DividerLayer} layer @param {import('../core/core-api.js').ScreenRules} rules
 * @param {DividerHands} on @returns {{end: () => void}}
 */
export function watchDividerKeys(layer, rules, on) {
  const { runEndsMilliseconds, dividerStep, dividerBigStep } = rules;
  let keysResting = 0;

  layer.root.addEventListener('keydown', (event) => {
    const element = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest?.('.divider') ?? null);
    const divider = element ? layer.state?.dividers[Number(element.dataset.index)] : undefined;
    if (!divider || event.altKey || event.ctrlKey || event.metaKey) return;
    const [back, forth] = divider.vertical ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
    const step = event.shiftKey ? dividerBigStep : dividerStep;
    if (event.key === back || event.key === forth) on.step(divider.index, event.key === back ? -step : step);
    else if (event.key === 'Home' || event.key === 'End') on.toLimit(divider.index, event.key === 'End');
    else if (event.key === 'Enter') on.reset(divider.index);
    else return;
    event.preventDefault();
    clearTimeout(keysResting);
    keysResting = setTimeout(end, runEndsMilliseconds);
  });
  layer.root.addEventListener('focusout', () => end());

  function end() {
    if (!keysResting) return;
    clearTimeout(keysResting);
    keysResting = 0;
    on.letGo();
  }

  return { end };
}
