// Served in front of a worker's own script for scenarios that hold it (server.py): every
// message the worker posts waits while the page's test hook (hook.js) says "hold" on the
// BroadcastChannel 'test-hold', and goes out in order on "go": a decode or a render still
// running, for as long as a test needs, in any engine. A worker starts held and asks the page
// what to do (so a word said before it listened is not lost, and a hold outlives a reload);
// it says so each time it has done what it was told, so the test knows when a word arrived.
const __control = new BroadcastChannel('test-hold');
let __holding = true;
const __queue = [];
const __post = self.postMessage.bind(self);
__control.onmessage = ({ data }) => {
  if (data !== 'hold' && data !== 'go') return;
  __holding = data === 'hold';
  if (!__holding) for (const args of __queue.splice(0)) __post(...args);
  __control.postMessage({ worker: self.name, holding: __holding });
};
__control.postMessage({ ask: self.name });
self.postMessage = (...args) => (__holding ? __queue.push(args) : __post(...args));
