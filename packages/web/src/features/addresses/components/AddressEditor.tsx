/**
 * The address form the new and update pages show: map-assisted when the server gives a Google key and the
 * Maps API loads, plain otherwise (no key; a HERE key, whose route call the plain form then uses; or the
 * map failed to load, with a short notice). The key and the maps library are asked for only here, so
 * nothing of them is in the first load.
 */
import { useEffect, useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { messages } from '../../../messages/addresses';
import { address, type MapProvider } from '../../../state/address';
import { loadMapKey } from '../../../state/addressCalls';
import { AddressForm, type AddressFormProps } from './AddressForm';
import { loadMaps, type MapsApi } from './maps';

type Stage =
  | { kind: 'loading' }
  | {
      kind: 'ready';
      maps?: MapsApi | undefined;
      provider?: MapProvider | undefined;
      notice?: string | undefined;
    };

export function AddressEditor(props: AddressFormProps) {
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    void (async () => {
      await loadMapKey();
      const { mapApiKey, mapProvider } = address.state;
      if (mapProvider !== 'google' || !mapApiKey) {
        if (live) setStage({ kind: 'ready', provider: mapProvider });
        return;
      }
      try {
        const maps = await loadMaps(mapApiKey);
        if (live) setStage({ kind: 'ready', maps, provider: 'google' });
      } catch {
        if (live) {
          setStage({ kind: 'ready', provider: 'google', notice: messages.address.mapUnavailable });
        }
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  if (stage.kind === 'loading') return <Spinner />;
  return (
    <AddressForm {...props} maps={stage.maps} provider={stage.provider} notice={stage.notice} />
  );
}
