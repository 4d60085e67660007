// Served in front of a worker's own script for scenarios that hold it (server.py): every
// message the worker posts waits while a test says "hold" on the BroadcastChannel 'test-hold',
// and goes out in order on "go" — a decode or a render still running, for as long as the test
// needs, in any engine.
const __control = new BroadcastChannel('test-hold');
let __holding = false;
const __queue = [];
const __post = self.postMessage.bind(self);
__control.onmessage = ({ data }) => {
  __holding = data === 'hold';
  if (!__holding) for (const args of __queue.splice(0)) __post(...args);
};
self.postMessage = (...args) => (__holding ? __queue.push(args) : __post(...args));
