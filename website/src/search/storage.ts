/**
 * Requirements §7.2: recent and favorite searches live in localStorage; when storage is unavailable a
 * warning is logged and search works without persistence (DocSearch then keeps them in memory).
 */
let warned = false;

/** True when localStorage can be written and read back. Logs one console warning when it cannot. */
export function checkStorage(): boolean {
  try {
    const key = '__docs_storage_probe__';
    window.localStorage.setItem(key, key);
    window.localStorage.removeItem(key);
    return true;
  } catch (e) {
    if (!warned) {
      warned = true;
      console.warn(
        `[search] Browser storage is unavailable (${(e as Error).message}); recent and favorite searches will not be kept.`,
      );
    }
    return false;
  }
}
