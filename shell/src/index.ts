// Async boundary: the shared singletons are negotiated before any React code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
