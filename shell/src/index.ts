// The async boundary: shared singletons are negotiated before any of them is imported.
// Named, so the build can list its chunks for the server's HTML to preload (first-render-chunks.json).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
