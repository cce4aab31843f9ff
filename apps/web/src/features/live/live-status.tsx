import { Link } from '@tanstack/react-router';
import { Star, WifiOff, X } from 'lucide-react';
import { formatMoneyChange } from '../../lib/format';
import { useConnection } from './connection';
import type { WaveLanded } from './live-events';
import { liveText } from './live-text';
import './live.css';

/**
 * The two live messages above every game page. Both regions stay in the page while empty, so
 * that screen readers announce what appears in them.
 */
export function LiveStatus({
  landed,
  onDismiss,
}: {
  landed: WaveLanded | null;
  onDismiss: () => void;
}) {
  const { offline } = useConnection();
  return (
    <div className="live-status">
      <div role="status" className="live-region">
        {offline && (
          <div className="offline-banner">
            <WifiOff size={20} aria-hidden="true" />
            <p>
              <strong>{liveText.offlineTitle}.</strong> {liveText.offlineBody}
            </p>
          </div>
        )}
      </div>
      <div role="status" className="live-region">
        {landed && <WaveNotice landed={landed} onDismiss={onDismiss} />}
      </div>
    </div>
  );
}

function WaveNotice({ landed, onDismiss }: { landed: WaveLanded; onDismiss: () => void }) {
  if (!landed.hit || landed.netChange === null) {
    return (
      <div className="wave-notice">
        <p className="wave-notice-text">{liveText.waveNotHit}</p>
        <DismissButton onDismiss={onDismiss} />
      </div>
    );
  }
  const change = landed.netChange;
  const tone = change > 0 ? 'good' : change < 0 ? 'bad' : 'even';
  return (
    <div className={`wave-notice wave-notice-${tone}`}>
      <div className="wave-notice-text">
        <p className="wave-notice-title">{liveText.waveHitTitle}</p>
        <p>
          {liveText.waveNetChange}:{' '}
          <strong className={`money-change money-change-${tone} tabular`}>
            {formatMoneyChange(change)}
          </strong>
          {landed.stars !== null && (
            <>
              {' · '}
              <span className="wave-notice-stars">
                <Star size={16} aria-hidden="true" />
                {liveText.waveStars(landed.stars)}
              </span>
            </>
          )}
        </p>
        {landed.reportId && (
          <p>
            <Link to="/attacklog" search={{ report: landed.reportId }}>
              {liveText.openReport}
            </Link>
          </p>
        )}
      </div>
      <DismissButton onDismiss={onDismiss} />
    </div>
  );
}

function DismissButton({ onDismiss }: { onDismiss: () => void }) {
  return (
    <button type="button" className="icon-button" onClick={onDismiss} aria-label={liveText.dismiss}>
      <X size={20} aria-hidden="true" />
    </button>
  );
}
