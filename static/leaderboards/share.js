// Sharing a result, apart from the page so that it runs under Node in the tests.

/**
 * Share ``text``: the phone's share sheet when there is one that takes text, else the
 * clipboard. Returns "shared", "copied", "cancelled" or "failed" (nothing worked: the caller
 * selects the text for copying by hand).
 */
export async function shareText(text, nav = navigator) {
  const data = { text };
  if (typeof nav.share === "function" && (typeof nav.canShare !== "function" || nav.canShare(data))) {
    try {
      await nav.share(data);
      return "shared";
    } catch (error) {
      // The person closed the sheet: nothing to do. Any other failure tries the clipboard.
      if (error && error.name === "AbortError") return "cancelled";
    }
  }
  try {
    await nav.clipboard.writeText(text);
    return "copied";
  } catch {
    return "failed";
  }
}
