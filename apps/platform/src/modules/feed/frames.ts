/**
 * The WebSocket change frames: every instance turns each logged change into one frame string
 * `{"c":<cursor>,"m":<message>}` and sends those same bytes to every matching socket.
 */

/** The WebSocket change frame (contract `WsChangeFrame`), built once per change. */
export function changeFrame(cursor: number, message: string): string {
  return `{"c":${cursor},"m":${message}}`;
}
