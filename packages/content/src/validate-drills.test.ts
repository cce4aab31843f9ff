import { FRAUD_IDS } from '@ffl/engine/ids';
import { describe, expect, it } from 'vitest';
import type { Drill } from './drill-types';
import { DRILL_BY_ID, DRILL_FILES, DRILLS, drillDifficulty, drillsForFraud } from './drills';
import {
  countSentences,
  findDomains,
  findPhones,
  isFictionalPhone,
  MAX_STRUCTURAL_GAP,
  MIN_LEGITIMATE_SHARE,
  structuralCues,
  validateDrill,
  validateDrillSet,
} from './validate-drills';

/** A valid scam drill, written here so that the negative tests do not depend on the content. */
function scam(): Drill {
  return {
    id: 'Phishing-d900',
    twin: 'Phishing-d901',
    fraudId: 'Phishing',
    title: 'An e-mail about your account',
    setting: 'za',
    scenario: 'You bank with Protea Bank, whose address is proteabank.example.',
    artefact: {
      medium: 'email',
      from: { name: 'Protea Bank', address: 'alerts@protea-bank-help.example', hotspot: 'sender' },
      to: 'sipho@karoomail.example',
      date: 'Mon 9 Mar 2026, 07:42',
      subject: [{ text: 'Your account', hotspot: 'subject' }],
      body: [
        [{ text: 'Pay R 450 within 2 hours or lose access.', hotspot: 'deadline' }],
        [{ text: 'Log in', link: 'https://protea-login.example/za', hotspot: 'link-1' }],
        ['Call us on 021 555 0144.'],
      ],
    },
    legitimate: false,
    rightDecisions: ['report'],
    decisionExplanation: 'This is phishing. Report it.',
    alignment: { rating: 'medium', reason: 'You bank there, but did not expect this.' },
    hotspots: [
      {
        id: 'sender',
        label: 'Sender address',
        redFlag: true,
        cue: 'technical',
        teaches: 0,
        explanation: 'The address is a look-alike of the real one.',
      },
      {
        id: 'subject',
        label: 'Subject',
        redFlag: false,
        cue: 'language',
        explanation: 'A plain subject is neither good nor bad.',
      },
      {
        id: 'deadline',
        label: 'Line about paying',
        redFlag: true,
        cue: 'language',
        teaches: 1,
        explanation: 'A short deadline is there to rush you.',
      },
      {
        id: 'link-1',
        label: 'Link: Log in',
        redFlag: false,
        explanation: 'Check where a link really goes before you tap it.',
      },
    ],
    inRealLife:
      'Report it to your bank on the number on your card. [Read the Phishing page](/frauds/Phishing)',
  };
}

/** A valid legitimate drill. */
function legitimate(): Drill {
  return {
    id: 'Phishing-d901',
    twin: 'Phishing-d900',
    fraudId: 'Phishing',
    title: 'A text about a card payment',
    setting: 'international',
    scenario: 'You just paid $20.00 at a shop with your Northwind card.',
    artefact: {
      medium: 'sms',
      sender: { name: 'Northwind CU', number: '+1 202 555 0110', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '10:02',
          body: [
            { text: 'Did you pay $20.00?', hotspot: 'alert' },
            ' ',
            { text: 'Reply YES or NO.', hotspot: 'reply' },
          ],
        },
      ],
    },
    legitimate: true,
    rightDecisions: ['trust'],
    decisionExplanation: 'This is a real alert about a payment you made.',
    alignment: { rating: 'high', reason: 'You have just made this payment.' },
    hotspots: [
      { id: 'sender', label: 'Sender', redFlag: false, explanation: 'It is the usual number.' },
      {
        id: 'alert',
        label: 'Payment line',
        redFlag: false,
        cue: 'language',
        explanation: 'It names the payment you made.',
      },
      { id: 'reply', label: 'Reply line', redFlag: false, explanation: 'Real alerts ask this.' },
    ],
    inRealLife:
      'Call the number on your card if in doubt. [Read the Phishing page](/frauds/Phishing)',
  };
}

type Case = [rule: string, make: () => Drill, error: RegExp];

function withHotspot(d: Drill, id: string, patch: Partial<Drill['hotspots'][number]>): Drill {
  return { ...d, hotspots: d.hotspots.map((h) => (h.id === id ? { ...h, ...patch } : h)) };
}

function withBody(d: Drill, line: string): Drill {
  if (d.artefact.medium !== 'email') throw new Error('email only');
  return { ...d, artefact: { ...d.artefact, body: [...d.artefact.body, [line]] } };
}

const cases: Case[] = [
  ['id format', () => ({ ...scam(), id: 'Phishing-900' }), /id must be Phishing-d<number>/],
  ['id names its fraud', () => ({ ...scam(), id: 'Vishing-d1' }), /id must be Phishing-d/],
  [
    'hotspot ids unique',
    () => withHotspot(scam(), 'subject', { id: 'sender' }),
    /hotspot id sender is used twice/,
  ],
  [
    'hotspot ids kebab-case',
    () => {
      const d = withHotspot(scam(), 'subject', { id: 'Subject_Line' });
      if (d.artefact.medium === 'email')
        d.artefact.subject = [{ text: 'Your account', hotspot: 'Subject_Line' }];
      return d;
    },
    /hotspot id Subject_Line is not kebab-case/,
  ],
  [
    'hotspot labels neutral',
    () => withHotspot(scam(), 'subject', { label: 'Fake subject' }),
    /gives the verdict away/,
  ],
  [
    'hotspot referenced by the artefact',
    () => ({
      ...scam(),
      hotspots: [
        ...scam().hotspots,
        { id: 'footer', label: 'Footer', redFlag: false, explanation: 'It is a footer line.' },
      ],
    }),
    /hotspot footer is referenced by 0 parts/,
  ],
  [
    'hotspot referenced only once',
    () => {
      const d = scam();
      if (d.artefact.medium === 'email')
        d.artefact.attachments = [{ name: 'a.pdf', type: 'PDF', size: '1 KB', hotspot: 'subject' }];
      return d;
    },
    /hotspot subject is referenced by 2 parts/,
  ],
  [
    'artefact references exist',
    () => {
      const d = scam();
      if (d.artefact.medium === 'email')
        d.artefact.replyTo = { address: 'help@protea-bank-help.example', hotspot: 'ghost' };
      return d;
    },
    /names hotspot ghost, which does not exist/,
  ],
  [
    'hotspots listed in reading order',
    () => ({ ...scam(), hotspots: [...scam().hotspots].reverse() }),
    /list the hotspots in reading order: sender, subject, deadline, link-1/,
  ],
  [
    'explanation present',
    () => withHotspot(scam(), 'subject', { explanation: '' }),
    /hotspot subject needs an explanation that is a full sentence/,
  ],
  [
    'explanation is a full sentence',
    () => withHotspot(scam(), 'subject', { explanation: 'looks fine' }),
    /hotspot subject needs an explanation that is a full sentence/,
  ],
  [
    'explanation at most two sentences',
    () =>
      withHotspot(scam(), 'subject', { explanation: 'One is here. Two is here. Three is here.' }),
    /explanation has more than 2 sentences/,
  ],
  [
    'red flag has a cue kind',
    () => withHotspot(scam(), 'sender', { cue: undefined }),
    /red flag sender has no cue kind/,
  ],
  [
    'red flag teaches a warning sign',
    () => withHotspot(scam(), 'sender', { teaches: undefined }),
    /red flag sender does not say which warning sign it teaches/,
  ],
  [
    'taught warning sign exists on the fraud page',
    () => withHotspot(scam(), 'sender', { teaches: 99 }),
    /teaches warning sign 99, which the Phishing page does not have/,
  ],
  [
    'scam has 2 red flags',
    () => withHotspot(scam(), 'deadline', { redFlag: false }),
    /a scam drill needs at least 2 red flags/,
  ],
  [
    'scam has a hotspot that is not a flag',
    () =>
      withHotspot(
        withHotspot(scam(), 'subject', { redFlag: true, cue: 'visual', teaches: 0 }),
        'link-1',
        { redFlag: true, cue: 'technical', teaches: 2 },
      ),
    /needs at least 1 hotspot that is not a red flag/,
  ],
  [
    'legitimate has no red flags',
    () => withHotspot(legitimate(), 'alert', { redFlag: true, teaches: 1 }),
    /a legitimate drill has 1 red flags/,
  ],
  [
    'legitimate has 3 hotspots',
    () => {
      const d = legitimate();
      if (d.artefact.medium === 'sms')
        d.artefact.sender = { name: 'Northwind CU', number: '+1 202 555 0110' };
      return { ...d, hotspots: d.hotspots.filter((h) => h.id !== 'sender') };
    },
    /a legitimate drill needs at least 3 hotspots/,
  ],
  ['right decisions present', () => ({ ...scam(), rightDecisions: [] }), /no right decision/],
  [
    'a scam is never trusted',
    () => ({ ...scam(), rightDecisions: ['report', 'trust'] }),
    /trusting a scam cannot be a right decision/,
  ],
  [
    'a legitimate message is never reported',
    () => ({ ...legitimate(), rightDecisions: ['trust', 'report'] }),
    /a legitimate drill's only right decision is trust/,
  ],
  [
    'a legitimate message is trusted, not verified',
    () => ({ ...legitimate(), rightDecisions: ['trust', 'verify'] }),
    /a legitimate drill's only right decision is trust/,
  ],
  [
    'a drill names its twin',
    () => ({ ...scam(), twin: 'Vishing-d3' }),
    /twin must name a drill of the same fraud/,
  ],
  [
    "a legitimate drill's scenario does not do the checking",
    () => ({
      ...legitimate(),
      scenario: 'Yesterday you phoned Northwind and they confirmed the alert is theirs.',
    }),
    /the scenario does the checking \("(?:confirmed|you phoned)"\)/,
  ],
  [
    'no label names the scam',
    () => withHotspot(scam(), 'deadline', { label: 'Line about a safe account' }),
    /gives the verdict away/,
  ],
  [
    'links resolve',
    () => withHotspot(scam(), 'subject', { explanation: 'See [the page](/frauds/Nothing).' }),
    /links "\/frauds\/Nothing", which does not resolve/,
  ],
  [
    'inRealLife links only its own fraud page',
    () => ({ ...scam(), inRealLife: 'Report it. [Read the Vishing page](/frauds/Vishing)' }),
    /inRealLife links another fraud's page/,
  ],
  [
    'domains are reserved',
    () => withBody(scam(), 'Visit proteabank.co.za today.'),
    /names "proteabank.co.za", which is not a reserved domain/,
  ],
  [
    'e-mail addresses are reserved',
    () => {
      const d = scam();
      if (d.artefact.medium === 'email') d.artefact.to = 'sipho@karoomail.co.za';
      return d;
    },
    /names "karoomail.co.za"/,
  ],
  [
    'link targets are reserved',
    () => withBody(scam(), 'https://proteabank.com/login'),
    /names "proteabank.com"/,
  ],
  [
    'phone numbers are fictional',
    () => withBody(scam(), 'Or call 021 480 1234.'),
    /"021 480 1234", which is not a fictional phone number/,
  ],
  [
    'caller numbers are fictional',
    () => {
      const d = legitimate();
      if (d.artefact.medium === 'sms') d.artefact.sender.number = '2024561111'; // no separators: only the field check sees it
      return d;
    },
    /is not a fictional phone number/,
  ],
  [
    'IP addresses from the documentation ranges',
    () => withBody(scam(), 'Sign-in from 41.76.108.12 at 03:14.'),
    /has the IP address 41.76.108.12, outside the documentation ranges/,
  ],
  [
    'no real brands',
    () => withBody(scam(), 'We also bank with Capitec.'),
    /names the real brand "Capitec"/,
  ],
  [
    'no rand in an international drill',
    () => ({ ...legitimate(), scenario: 'You just paid R20 at a shop.' }),
    /has a rand amount in an 'international' drill/,
  ],
  [
    'no dollars in a South African drill',
    () => withBody(scam(), 'Or pay $45.00 now.'),
    /has a dollar amount in a 'za' drill/,
  ],
];

describe('validateDrill', () => {
  it('accepts the valid scam and legitimate drills the negative tests start from', () => {
    expect(validateDrill(scam())).toEqual([]);
    expect(validateDrill(legitimate())).toEqual([]);
  });

  it.each(cases)('rejects a drill that breaks the rule: %s', (_rule, make, error) => {
    const problems = validateDrill(make());
    expect(
      problems.some((p) => error.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('rejects an invoice in the wrong currency for its setting', () => {
    const d: Drill = {
      ...scam(),
      artefact: {
        medium: 'invoice',
        from: { name: 'Karoo Supplies', address: '1 Main Road, Durban', hotspot: 'sender' },
        to: 'Accounts',
        date: '9 March 2026',
        currency: 'USD',
        lines: [{ description: 'Paper', amount: 100 }],
        body: [
          [{ text: 'Due now.', hotspot: 'deadline' }],
          [{ text: 'Pay', hotspot: 'subject' }],
          [{ text: 'x', hotspot: 'link-1' }],
        ],
      },
    };
    expect(validateDrill(d)).toContain("Phishing-d900: an 'za' invoice must be in ZAR");
  });
});

describe('validateDrillSet', () => {
  const set = (n: number, make: (i: number) => Drill) =>
    Array.from({ length: n }, (_, i) => make(i));

  it('rejects duplicate ids', () => {
    expect(validateDrillSet([scam(), scam()])).toContain('drill id Phishing-d900 is used twice');
  });

  it('needs 3 drills per fraud, 60 in all, 15 legitimate and a quarter legitimate', () => {
    const problems = validateDrillSet(set(3, (i) => ({ ...scam(), id: `Phishing-d${i + 1}` })));
    expect(problems).toContain('Vishing has 0 drills; it needs at least 3');
    expect(problems).toContain('there are 3 drills; at least 60 are needed');
    expect(problems).toContain('there are 0 legitimate drills; at least 15 are needed');
    expect(problems).toContain('0 of 3 drills are legitimate; at least 40% must be');
  });

  it('needs more than one difficulty per fraud', () => {
    const same = set(3, (i) => ({ ...scam(), id: `Phishing-d${i + 1}` }));
    expect(validateDrillSet(same)).toContain(
      'Phishing: all its drills have the same difficulty; use at least two',
    );
    const easier: Drill = {
      ...scam(),
      id: 'Phishing-d3',
      alignment: { rating: 'low', reason: 'It does not fit your life.' },
    };
    const mixed = [...same.slice(0, 2), easier];
    expect(validateDrillSet(mixed)).not.toContain(
      'Phishing: all its drills have the same difficulty; use at least two',
    );
  });
});

/** The scam and legitimate fixtures made into exact twins: same title, scenario, medium and parts. */
function twins(): [Drill, Drill] {
  const genuine = legitimate();
  const fake: Drill = {
    ...scam(),
    title: genuine.title,
    scenario: genuine.scenario,
    setting: genuine.setting,
    artefact: {
      medium: 'sms',
      sender: { name: 'Northwind CU', number: '+1 202 555 0177', hotspot: 'sender' },
      messages: [
        {
          from: 'them',
          time: '10:02',
          body: [
            { text: 'Did you pay $20.00?', hotspot: 'alert' },
            ' ',
            { text: 'Reply with the code we sent to cancel it.', hotspot: 'reply' },
          ],
        },
      ],
    },
    hotspots: genuine.hotspots.map((h) =>
      h.id === 'alert'
        ? h
        : { ...h, redFlag: true, cue: 'technical', teaches: 0, explanation: 'It is a red flag.' },
    ),
  };
  return [fake, genuine];
}

describe('twin pairs', () => {
  it('accepts twins that differ exactly at the red flags', () => {
    const pair = twins();
    expect(pair.flatMap(validateDrill)).toEqual([]);
    expect(
      validateDrillSet(pair).filter((p) => /twin|pair|read the same|hotspots \(ids/.test(p)),
    ).toEqual([]);
  });

  it('refuses a twin that does not exist, does not name it back, or is of the same kind', () => {
    const [fake, genuine] = twins();
    expect(validateDrillSet([fake])).toContain(
      'Phishing-d900: its twin Phishing-d901 does not exist',
    );
    expect(validateDrillSet([fake, { ...genuine, twin: 'Phishing-d7' }])).toContain(
      'Phishing-d900: its twin Phishing-d901 names Phishing-d7',
    );
    expect(
      validateDrillSet([fake, { ...fake, id: 'Phishing-d901', twin: 'Phishing-d900' }]),
    ).toContain('Phishing-d900 and Phishing-d901: a pair is one scam and one legitimate message');
  });

  it('refuses twins that tell different stories or list different parts', () => {
    const [fake, genuine] = twins();
    const problems = validateDrillSet([
      { ...fake, title: 'Another title', scenario: 'You are somewhere else today.' },
      genuine,
    ]);
    expect(problems).toContain(
      'Phishing-d900 and its twin Phishing-d901: twins have the same title',
    );
    expect(problems).toContain(
      'Phishing-d900 and its twin Phishing-d901: twins have the same scenario',
    );
    const relabelled = withHotspot(genuine, 'alert', { label: 'Another label' });
    expect(validateDrillSet([fake, relabelled])).toContain(
      'Phishing-d900 and its twin Phishing-d901: twins list the same hotspots (ids and labels, in the same order)',
    );
  });

  it('refuses twins whose red flags read the same, or whose other parts differ', () => {
    const [fake, genuine] = twins();
    const sameFlag = withHotspot(fake, 'alert', { redFlag: true, cue: 'language', teaches: 0 });
    expect(validateDrillSet([sameFlag, genuine])).toContain(
      'Phishing-d900 and its twin Phishing-d901: red flag alert reads the same in the twin; change it there',
    );
    const other: Drill = JSON.parse(JSON.stringify(genuine));
    if (other.artefact.medium === 'sms')
      other.artefact.messages[0]?.body.splice(0, 1, {
        text: 'Did you pay $25.00?',
        hotspot: 'alert',
      });
    expect(validateDrillSet([fake, other])).toContain(
      "Phishing-d900 and its twin Phishing-d901: only 0 of the scam's 1 other parts read the same in the twin; twins differ where the red flags are",
    );
  });
});

describe('structural cues', () => {
  it('measures red flags by position and by boilerplate-looking label, over scams only', () => {
    const [fake, genuine] = twins();
    // sender (first, flag), alert (middle, not), reply (last, flag); no boilerplate label.
    const cues = structuralCues([fake, genuine]);
    expect(cues).toMatchObject({ first: 1, middle: 0, last: 1, flagShare: 2 / 3 });
    expect(cues.positionGap).toBeCloseTo(1);
    const greeted = withHotspot(fake, 'sender', { label: 'Greeting' });
    expect(structuralCues([greeted])).toMatchObject({ boilerplate: 1, boilerplateParts: 1 });
  });

  it('refuses a set whose flags sit at predictable positions or away from boilerplate', () => {
    const [fake, genuine] = twins();
    const problems = validateDrillSet([fake, genuine]);
    expect(problems.some((p) => p.startsWith('red flags by position give the answer away'))).toBe(
      true,
    );
    const plain = withHotspot(fake, 'alert', { label: 'Footer' });
    expect(
      validateDrillSet([plain, genuine]).some((p) =>
        p.startsWith('boilerplate-looking parts are red flags 0% of the time'),
      ),
    ).toBe(true);
  });

  it('holds for the content: the gaps are within the limit', () => {
    const cues = structuralCues(DRILLS);
    expect(cues.positionGap).toBeLessThanOrEqual(MAX_STRUCTURAL_GAP);
    expect(cues.boilerplateGap).toBeLessThanOrEqual(MAX_STRUCTURAL_GAP);
    expect(DRILLS.filter((d) => d.legitimate).length).toBeGreaterThanOrEqual(
      DRILLS.length * MIN_LEGITIMATE_SHARE,
    );
  });
});

describe('the fiction scanners', () => {
  it('tells fictional phone numbers from real-looking ones', () => {
    for (const n of [
      '+1 202 555 0143',
      '(202) 555-0199',
      '+44 7700 900123',
      '020 7946 0999',
      '082 555 0109',
      '+27 21 555 0144',
    ])
      expect(isFictionalPhone(n), n).toBe(true);
    for (const n of ['+1 202 555 0200', '+44 7700 901123', '082 555 0209', '011 867 2234'])
      expect(isFictionalPhone(n), n).toBe(false);
    expect(findPhones('Call 011 867 2234 or +27 82 555 0101 now.')).toEqual([
      '+27 82 555 0101',
      '011 867 2234',
    ]);
    expect(findPhones('Pay R1 250 000 to account 40 1182 7730.')).toEqual([]);
  });

  it('finds hosts but not file names or the local part of an address', () => {
    expect(
      findDomains('Open Invoice_88213.pdf from a.mercer@mail.example or see www.bank.co.za.'),
    ).toEqual(['mail.example', 'www.bank.co.za']);
  });

  it('counts sentences without being fooled by domains', () => {
    expect(countSentences('It comes from proteabank.example. That is right.')).toBe(2);
    expect(countSentences('One sentence with e.g. an example.')).toBe(1);
  });
});

describe('drillDifficulty (NIST Phish Scale)', () => {
  it('rates few cues with high alignment very difficult and many cues with low alignment least', () => {
    const few: Drill = { ...scam(), alignment: { rating: 'high', reason: 'It fits.' } };
    expect(drillDifficulty(few)).toBe('very');
    const many = withHotspot(
      withHotspot(
        { ...scam(), alignment: { rating: 'low', reason: 'It does not fit.' } },
        'subject',
        {
          redFlag: true,
          cue: 'visual',
          teaches: 0,
        },
      ),
      'link-1',
      { redFlag: true, cue: 'technical', teaches: 2 },
    );
    expect(drillDifficulty(many)).toBe('least');
    expect(drillDifficulty({ ...many, alignment: { rating: 'medium', reason: 'Some.' } })).toBe(
      'least',
    );
    expect(drillDifficulty({ ...scam(), alignment: { rating: 'low', reason: 'No.' } })).toBe(
      'moderate',
    );
  });

  it('counts the apparent cues of a legitimate drill', () => {
    const calm = legitimate(); // one apparent cue, high alignment
    expect(drillDifficulty(calm)).toBe('very');
    const loud = {
      ...calm,
      alignment: { rating: 'medium' as const, reason: 'Partly.' },
      hotspots: calm.hotspots.map((h) => ({ ...h, cue: 'language' as const })),
    };
    expect(drillDifficulty(loud)).toBe('moderate');
  });
});

describe('the drills in packages/content', () => {
  it('are all valid, with enough drills, legitimate ones and spread of difficulty', () => {
    expect(validateDrillSet(DRILLS)).toEqual([]);
  });

  it('keep each fraud file to its own fraud, in registry order', () => {
    for (const fraudId of FRAUD_IDS) {
      for (const d of DRILL_FILES[fraudId]) expect(d.fraudId, d.id).toBe(fraudId);
      expect(drillsForFraud(fraudId).map((d) => d.id)).toEqual(
        DRILLS.filter((d) => d.fraudId === fraudId).map((d) => d.id),
      );
    }
    const order = DRILLS.map((d) => FRAUD_IDS.indexOf(d.fraudId));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(DRILL_BY_ID.size).toBe(DRILLS.length);
  });
});
