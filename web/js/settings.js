// The export size: 2048 px by default, 1080 and 4096 offered (4096² is iOS Safari's canvas
// ceiling). Remembered on this device.

const SIDES = [1080, 2048, 4096];
const DEFAULT_SIDE = 2048;
const KEY = 'instagrid.exportSide';

export class ExportSize {
  #select;

  /** `onChange(side)` runs when the person picks another size. */
  constructor(select, onChange) {
    this.#select = select;
    select.replaceChildren(
      ...SIDES.map((side) => new Option(`${side} px`, String(side))),
    );
    select.value = String(remembered());
    select.addEventListener('change', () => {
      try {
        localStorage.setItem(KEY, select.value);
      } catch {
        // private browsing may refuse storage: the choice then lasts for this visit
      }
      onChange(this.side);
    });
  }

  get side() {
    return Number(this.#select.value);
  }
}

function remembered() {
  try {
    const side = Number(localStorage.getItem(KEY));
    return SIDES.includes(side) ? side : DEFAULT_SIDE;
  } catch {
    return DEFAULT_SIDE;
  }
}
