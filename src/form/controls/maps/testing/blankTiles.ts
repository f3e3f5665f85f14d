/** A 1x1 transparent GIF as the tile URL of map tests: tiles load, and nothing goes to the network. */
export const BLANK_TILES = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
