/** The location map's height in px, shared with the skeleton that holds its place while Leaflet downloads. */
export const MAP_HEIGHT = 320;

/** SPEC §9: the map's default centre. */
export const DEFAULT_POINT = { lat: 14.56, lng: -90.73 } as const;
