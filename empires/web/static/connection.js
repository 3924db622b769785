// The table's WebSocket: says hello on every (re)connection, and after a drop (a server
// restart, a network change) reconnects by itself, waiting a little longer after each failure.

const BACKOFF_MS = [300, 700, 1500, 3000, 5000];
const PING_MS = 20000;
/** Close codes after which trying again cannot help (4404: no such table). Others, such as
 * 4008 (this connection fell behind and was dropped) and 4029 (too many connections), are
 * tried again after the backoff; the hello then brings the whole position and log anew. */
const FINAL_CODES = new Set([4404]);

export class TableConnection {
  /**
   * @param {string} url  the ws:// or wss:// address of the table
   * @param {{hello: () => object, onMessage: (msg: object) => void,
   *          onStatus: (status: "connecting"|"open"|"lost"|"closed") => void}} handlers
   */
  constructor(url, { hello, onMessage, onStatus }) {
    this.url = url;
    this.hello = hello;
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    this.failures = 0;
    this.socket = null;
    this.stopped = false;
    this.timer = null;
    this.ping = null;
  }

  connect() {
    this.stopped = false;
    clearTimeout(this.timer);
    this.onStatus(this.failures ? "lost" : "connecting");
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener("open", () => {
      socket.send(JSON.stringify(this.hello()));
      this.ping = setInterval(() => this.send({ type: "ping" }), PING_MS);
    });
    socket.addEventListener("message", (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (message.type === "state") {
        // Only a state proves the hello was accepted: from here a drop starts a fresh backoff.
        this.failures = 0;
        this.onStatus("open");
      }
      this.onMessage(message);
    });
    socket.addEventListener("close", (event) => {
      clearInterval(this.ping);
      if (this.socket !== socket) return; // replaced by reconnect(); nothing to do
      this.socket = null;
      if (this.stopped || FINAL_CODES.has(event.code)) {
        this.onStatus("closed");
        return;
      }
      const delay = BACKOFF_MS[Math.min(this.failures, BACKOFF_MS.length - 1)];
      this.failures += 1;
      this.onStatus("lost");
      this.timer = setTimeout(() => this.connect(), delay * (0.8 + Math.random() * 0.4));
    });
  }

  /** Drop the current connection and open a new one at once (e.g. to say a new hello). */
  reconnect() {
    const old = this.socket;
    this.socket = null;
    if (old) old.close();
    this.failures = 0;
    this.connect();
  }

  /** Close for good: no reconnection follows. */
  close() {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.ping);
    const old = this.socket;
    this.socket = null;
    if (old) old.close();
  }

  /** Send a message; false when there is no open connection right now. */
  send(message) {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  isOpen() {
    return !!this.socket && this.socket.readyState === WebSocket.OPEN;
  }
}
