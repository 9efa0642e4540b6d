import { useEffect, useState } from 'react';
import type { HeadshotInfo } from '@greenroom/contracts';
import { fetchBinary } from '../../../common/fetch-binary';
import { headshotAddress } from '../../../common/headshot-address';
import { imageDataUrl } from '../../../common/image-data-url';
import styles from './audition-admin.module.css';

export function HeadshotThumbnail({ headshot, name }: { headshot: HeadshotInfo | null; name: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!headshot) return undefined;
    let cancelled = false;
    fetchBinary(headshotAddress(headshot))
      .then(imageDataUrl)
      .then((dataUrl) => !cancelled && setUrl(dataUrl))
      .catch((error: unknown) => console.warn('Could not load a headshot', error));
    return () => {
      cancelled = true;
    };
  }, [headshot]);
  if (!headshot) return <span>No photo</span>;
  return url ? <img className={styles.thumbnail} src={url} alt={`Headshot of ${name}`} /> : <span>Loading photo...</span>;
}
