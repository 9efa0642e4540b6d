import { useEffect, useState } from 'react';
import type { HeadshotInfo } from '@greenroom/contracts';
import { fetchBinary } from '../../../shared/fetch-binary';
import { headshotAddress } from '../../../shared/headshot-address';
import styles from './audition-admin.module.css';

export function HeadshotThumbnail({ headshot, name }: { headshot: HeadshotInfo | null; name: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!headshot) return undefined;
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchBinary(headshotAddress(headshot))
      .then((bytes) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(new Blob([bytes as BlobPart]));
        setUrl(objectUrl);
      })
      .catch((error: unknown) => console.warn('Could not load a headshot', error));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [headshot]);
  if (!headshot) return <span>No photo</span>;
  return url ? <img className={styles.thumbnail} src={url} alt={`Headshot of ${name}`} /> : <span>Loading photo...</span>;
}
