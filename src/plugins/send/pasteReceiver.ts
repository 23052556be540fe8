import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import { resolveReceiver } from './resolveReceiver';
import { sendReceiverChanged } from './sendSlice';

type ReadText = () => Promise<string>;

/** The Clipboard API's `readText`, or undefined where the browser (or an insecure page) has none. */
function clipboardReadText(): ReadText | undefined {
  const clipboard = globalThis.navigator?.clipboard;
  return typeof clipboard?.readText === 'function' ? () => clipboard.readText() : undefined;
}

/** True when the receiver's Paste button can work: the view hides it otherwise. */
export function canPasteReceiver(): boolean {
  return clipboardReadText() !== undefined;
}

/**
 * Paste (issue 22, as AppKit's recipient box): the clipboard's text, trimmed, goes into the receiver
 * field through the field's own action, then is checked or resolved as on leaving the field (nobody
 * leaves it after a click). Resolves with the text put in, or undefined when nothing was: no
 * Clipboard API, a refused permission or an empty clipboard change nothing and show nothing, because
 * the user can still type or paste by keyboard; the thunk never rejects for them.
 */
export const pasteReceiver = createKitAsyncThunk<string | undefined, void>(
  'send/pasteReceiver',
  async (_, { dispatch }) => {
    const read = clipboardReadText();
    if (!read) return undefined;
    let text: string;
    try {
      text = String(await read()).trim();
    } catch {
      // NotAllowedError (permission refused or no user gesture): the field stays as it was.
      return undefined;
    }
    if (!text) return undefined;
    dispatch(sendReceiverChanged(text));
    // Its failure is the field's message (sendFailed), as after a typed receiver.
    await dispatch(resolveReceiver(undefined));
    return text;
  },
);
