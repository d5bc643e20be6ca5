import { useEffect, useRef, useState } from 'react';
import styles from './kontak.module.css';

export interface OfficeMapProps {
  lat: number;
  lon: number;
  nama: string;
  /** Tile address template of the configured tile server (public `profil.peta`). */
  tileUrl: string;
  /** Plain text: shown escaped in the map's attribution. */
  atribusi: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PIN_SVG =
  '<svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true"><path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"/></svg>';

/**
 * The office on an interactive map. Leaflet is loaded only here, after the page shows (the server renders
 * the drawn placeholder). Tiles come from the configured server; when they cannot load (no network) the
 * drawing stays visible under the pin, and the address and "Buka di Peta" beside the map stay usable.
 */
export function OfficeMap({ lat, lon, nama, tileUrl, atribusi }: OfficeMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    let map: import('leaflet').Map | undefined;
    let cancelled = false;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([mod]) => {
      const L = (mod as { default?: typeof import('leaflet') }).default ?? mod;
      if (cancelled || !box.current) return;
      map = L.map(box.current, { zoomControl: false, scrollWheelZoom: false, attributionControl: false }).setView([lat, lon], 16);
      L.control.zoom({ zoomInTitle: 'Perbesar', zoomOutTitle: 'Perkecil', position: 'topright' }).addTo(map);
      L.control.attribution({ prefix: false }).addAttribution(escapeHtml(atribusi)).addTo(map);
      L.tileLayer(tileUrl, { maxZoom: 19 })
        .on('tileerror', () => setTilesFailed(true))
        .addTo(map);
      const icon = L.divIcon({ className: styles.marker, html: PIN_SVG, iconSize: [40, 40], iconAnchor: [20, 38] });
      L.marker([lat, lon], { icon, interactive: false, keyboard: false }).addTo(map);
      setReady(true);
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [lat, lon, nama, tileUrl, atribusi]);

  return (
    <div className={styles.mapArt} role="region" aria-label={`Peta lokasi ${nama}`} data-map-ready={ready || undefined}>
      <div ref={box} className={styles.leaflet} />
      {tilesFailed ? (
        <p className={styles.mapNote} role="status">
          Peta tidak dapat dimuat. Gunakan alamat atau tombol Buka di Peta.
        </p>
      ) : null}
    </div>
  );
}
