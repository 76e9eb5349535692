import { useId, useState } from 'react';
import { copy } from '#shared/copy.js';
import { Button } from '#web/components/ui/button';
import './iphone-install-guide.css';

// Safari on iPhone has no install prompt: a short guide, opened from my page only when she asks.

function ShareIcon() {
  return (
    <svg role="img" aria-label={copy.pwa.shareIconLabel} viewBox="0 0 24 24" className="install-guide__icon">
      <path
        d="M12 3v12M7.5 7.5 12 3l4.5 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path
        d="M8 10H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function AddIcon() {
  return (
    <svg role="img" aria-label={copy.pwa.addIconLabel} viewBox="0 0 24 24" className="install-guide__icon">
      <rect x="4" y="4" width="16" height="16" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 8v8M8 12h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function IphoneInstallGuide() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="stack stack--space-3 install-guide">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={`${id}-steps`}
        onClick={() => setOpen(!open)}
      >
        {copy.pwa.iphoneGuideButton}
      </Button>
      <ol id={`${id}-steps`} className="install-guide__steps" hidden={!open}>
        <li>
          <ShareIcon />
          <span>{copy.pwa.iphoneGuideStep1}</span>
        </li>
        <li>
          <AddIcon />
          <span>{copy.pwa.iphoneGuideStep2}</span>
        </li>
        <li>
          <span>{copy.pwa.iphoneGuideStep3}</span>
        </li>
      </ol>
    </div>
  );
}
