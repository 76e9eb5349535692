// hls.js ships types for its full build only; the light build has the same API minus subtitles,
// alternate audio and DRM, which this player does not use (captions are a plain <track>).
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
