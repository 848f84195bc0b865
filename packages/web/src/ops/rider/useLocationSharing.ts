/**
 * The rider's position shared while they have an order out (docs/after-the-order.md): the browser's
 * Geolocation API watches it, and it is sent at once on a move of RIDER_POSITION_MIN_MOVE_METRES and at
 * least every RIDER_POSITION_EVERY_MS, only while the server lists an order the member sent out. Stopping
 * deletes the shared position on the server; it resumes when the rider asks, or with their next trip.
 */
import {
  RIDER_POSITION_EVERY_MS,
  RIDER_POSITION_MIN_MOVE_METRES,
  metresBetween,
} from '@storefront/sdk/core';
import { ApiError } from '@storefront/sdk';
import { useEffect, useRef, useState } from 'react';
import { ops } from '../session';
import { usePolling } from '../usePolling';

export type SharingStatus =
  /** No order out: nothing is watched or sent. */
  | 'off'
  /** Waiting for the browser's first position (and the rider's permission). */
  | 'starting'
  | 'sharing'
  /** The rider stopped it. */
  | 'stopped'
  /** The rider (or the browser's settings) refused the permission. */
  | 'blocked'
  /** No Geolocation API, or the device cannot tell where it is. */
  | 'unavailable';

interface Point {
  latitude: number;
  longitude: number;
  accuracy: number;
}

const pointOf = ({ coords }: GeolocationPosition): Point => ({
  latitude: coords.latitude,
  longitude: coords.longitude,
  accuracy: coords.accuracy,
});

export function useLocationSharing() {
  const trip = usePolling('rider-trip', () => ops.rider.trip());
  const ordersOut = trip.data?.OrdersOut ?? [];
  const out = ordersOut.length > 0;
  const [stopped, setStopped] = useState(false);
  const [status, setStatus] = useState<SharingStatus>('off');
  const [sentAt, setSentAt] = useState<Date>();
  const [sendFailed, setSendFailed] = useState(false);
  const refreshTrip = trip.refresh;
  // The position on its way, if any: stopping waits for it, so it cannot land after the stop.
  const inflight = useRef<Promise<unknown>>(Promise.resolve());

  // A new trip starts sharing again, even after the rider stopped it on the last one.
  useEffect(() => {
    if (!out) setStopped(false);
  }, [out]);

  const active = out && !stopped;
  useEffect(() => {
    if (!active) {
      setStatus(stopped ? 'stopped' : 'off');
      return;
    }
    if (!('geolocation' in navigator)) {
      setStatus('unavailable');
      return;
    }
    setStatus('starting');
    const geolocation = navigator.geolocation;
    let latest: Point | undefined;
    let lastSent: Point | undefined;
    let resend: ReturnType<typeof setTimeout> | undefined;
    // Each position sent starts the clock of the next: a rider standing still gets no new position from
    // the watch, so the last one goes again on time.
    const send = async (point: Point) => {
      lastSent = point;
      clearTimeout(resend);
      resend = setTimeout(() => {
        if (latest) void send(latest);
      }, RIDER_POSITION_EVERY_MS);
      try {
        const call = ops.rider.sharePosition(point);
        inflight.current = call.catch(() => undefined);
        await call;
        setSentAt(new Date());
        setSendFailed(false);
        setStatus((now) => (now === 'starting' || now === 'unavailable' ? 'sharing' : now));
      } catch (error) {
        // 409: the last order was handed over meanwhile; the trip's next read turns sharing off.
        if (error instanceof ApiError && error.status === 409) void refreshTrip();
        else setSendFailed(true);
      }
    };
    const watch = geolocation.watchPosition(
      (position) => {
        latest = pointOf(position);
        if (!lastSent || metresBetween(lastSent, latest) >= RIDER_POSITION_MIN_MOVE_METRES)
          void send(latest);
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'blocked' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: RIDER_POSITION_EVERY_MS },
    );
    return () => {
      geolocation.clearWatch(watch);
      clearTimeout(resend);
    };
  }, [active, stopped, refreshTrip]);

  const stop = () => {
    setStopped(true);
    setSentAt(undefined);
    void inflight.current.then(() => ops.rider.stopSharing()).catch(() => undefined);
  };
  return { ordersOut, status, sentAt, sendFailed, stop, resume: () => setStopped(false) };
}
