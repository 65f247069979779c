import 'leaflet/dist/leaflet.css';
import './LocationMap.css';
import L, { type LatLngExpression, type LeafletMouseEvent } from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MAP_HEIGHT } from './mapSize.ts';

/** SPEC §9: the map opens at zoom 15. */
export const MAP_ZOOM = 15;

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface LocationMapProps {
  point: MapPoint;
  tileUrl: string;
  /** What the map is for, read by screen readers. */
  label: string;
  markerLabel: string;
  onPick: (point: MapPoint) => void;
  onTileError: () => void;
}

// Bundlers rename Leaflet's marker images, so the default icon cannot find them by its own paths.
const markerIconOf = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

/** A click on the map moves the point there. */
function ClickToPick({ onPick }: { onPick: (point: MapPoint) => void }) {
  useMapEvents({ click: (event: LeafletMouseEvent) => onPick(event.latlng) });
  return null;
}

/** Coordinates typed in the inputs bring the map along. */
function FollowPoint({ point }: { point: MapPoint }) {
  const map = useMap();
  useEffect(() => {
    map.panTo([point.lat, point.lng]);
  }, [map, point.lat, point.lng]);
  return null;
}

/** The location step's map: a draggable marker on tiles from the public configuration. */
export default function LocationMap({
  point,
  tileUrl,
  label,
  markerLabel,
  onPick,
  onTileError,
}: LocationMapProps) {
  const center: LatLngExpression = [point.lat, point.lng];
  const tileEvents = useMemo(() => ({ tileerror: onTileError }), [onTileError]);
  const markerEvents = useMemo(
    () => ({ dragend: (event: L.DragEndEvent) => onPick((event.target as L.Marker).getLatLng()) }),
    [onPick],
  );
  return (
    <section aria-label={label}>
      <MapContainer
        center={center}
        zoom={MAP_ZOOM}
        scrollWheelZoom={false}
        style={{ height: MAP_HEIGHT, borderRadius: 'var(--mantine-radius-md)' }}
      >
        <TileLayer
          url={tileUrl}
          attribution={tileUrl.includes('openstreetmap') ? '&copy; OpenStreetMap contributors' : ''}
          eventHandlers={tileEvents}
        />
        <Marker
          position={center}
          draggable
          icon={markerIconOf}
          title={markerLabel}
          alt={markerLabel}
          eventHandlers={markerEvents}
        />
        <ClickToPick onPick={onPick} />
        <FollowPoint point={point} />
      </MapContainer>
    </section>
  );
}
