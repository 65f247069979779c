/** The location map's height in px, shared with the skeleton that holds its place while Leaflet downloads. */
export const MAP_HEIGHT = 320;
