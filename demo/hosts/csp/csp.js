// The plain host's wiring (plain DOM, addEventListener): what this host tests is the page around it, served
// with a strict Content-Security-Policy (default-src 'none', scripts and styles only as files from this
// origin and Platon's, nothing unsafe-*) and free of inline script or style.
import '../plain/plain.js';
