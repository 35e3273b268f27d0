/**
 * The order in which the short i matra ि is typed with Remington GAIL: `typewriter` (ि before its
 * consonant, as on the typewriter and in most exam software) or `keyman` (ि after the consonant, the
 * logical Unicode order of the Keyman and Windows Remington layouts). Remembered in this browser.
 */
export const I_MATRA_ORDERS = ['typewriter', 'keyman'] as const;
export type IMatraOrder = (typeof I_MATRA_ORDERS)[number];

const STORAGE_KEY = 'jobportal.typing.iMatraOrder';

export function loadIMatraOrder(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): IMatraOrder {
  try {
    return storage?.getItem(STORAGE_KEY) === 'keyman' ? 'keyman' : 'typewriter';
  } catch {
    return 'typewriter';
  }
}

export function saveIMatraOrder(order: IMatraOrder, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()) {
  try {
    storage?.setItem(STORAGE_KEY, order);
  } catch {
    // Only a convenience (private mode, storage full).
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
