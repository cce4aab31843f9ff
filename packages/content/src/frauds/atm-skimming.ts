import { BANK_FRAUD_LINE, IC3, SABRIC, SAPS, withHow } from '../reporting-channels';
import type { FraudContent, Source } from '../types';

const occrp2020: Source = {
  title: 'Mexico probes Romanians after massive ATM theft exposed',
  publisher: 'Organized Crime and Corruption Reporting Project (OCCRP)',
  year: 2020,
  url: 'https://occrp.org/en/news/mexico-probes-romanians-after-massive-atm-theft-exposed',
};

const occrp2021: Source = {
  title: 'Mexico arrests leader of gang that stole a billion by manipulating ATMs',
  publisher: 'Organized Crime and Corruption Reporting Project (OCCRP)',
  year: 2021,
  url: 'https://www.occrp.org/en/daily/14507-mexico-arrests-leader-of-gang-that-stole-a-billion-by-manipulating-atms',
};

const fico2023: Source = {
  title: 'Debit card compromises nearly doubled in 2023: FICO data',
  publisher: 'FICO',
  year: 2024,
  url: 'https://www.fico.com/blogs/debit-card-compromises-nearly-doubled-2023-fico-data',
};

const fico2024: Source = {
  title: 'Report: debit card skimming declined in 2024',
  publisher: 'ABA Banking Journal',
  year: 2025,
  url: 'https://bankingjournal.aba.com/2025/05/report-debit-card-skimming-declined-in-2024/',
};

const sabric2023: Source = {
  title: 'SA losing billions to financial crimes: SABRIC',
  publisher: 'East Coast Radio',
  year: 2024,
  url: 'https://www.ecr.co.za/news/news/sa-losing-billions-financial-crimes-sabric/',
};

const standardBankJapan: Source = {
  title: 'Standard Bank hit by "sophisticated" fraud',
  publisher: 'TechCentral (from Moneyweb)',
  year: 2016,
  url: 'https://techcentral.co.za/standard-bank-hit-by-sophisticated-fraud/195049',
};

export const fraud: FraudContent = {
  id: 'AtmSkimming',
  summary:
    'Criminals hide devices on cash machines to copy card data and PINs, then make fake cards to empty accounts.',
  whatItIs: [
    'ATM skimming is the theft of card data at a cash machine. Criminals fit a hidden device: an overlay that sits over the card slot, a thin insert pushed deep inside it, or a reader placed inside the machine by someone with access. A pinhole camera or a fake keypad records the PIN at the same time.',
    'With the card data and the PIN, the gang copies the details onto blank cards and withdraws cash, often in another city or country. Handheld skimmers do the same at petrol stations and restaurants when a card leaves its owner’s sight. Chip cards are much harder to copy than the magnetic stripe, so criminals look for places where stripe-only cards still work.',
  ],
  howItWorks: [
    'The gang picks a machine with little supervision, such as a standalone ATM in a shop, mall or tourist area.',
    'In seconds, a member fits the skimmer and hides a camera near the keypad, or lays a fake keypad on top.',
    'Customers use the ATM as normal while the device copies each card and the camera records each PIN.',
    'After hours or days, the gang removes the kit or collects the data wirelessly.',
    'They copy the data onto blank cards and send money mules to withdraw cash, often far away.',
    'Victims notice withdrawals they did not make, and banks trace the one machine their cards have in common.',
  ],
  warningSigns: [
    'A card slot that is loose, bulky, a different colour or not lined up with the panel; it may move when you wiggle it.',
    'A keypad that feels thick or spongy, or sits higher than usual.',
    'A small hole, strip or extra panel above the keypad or screen where a camera could hide.',
    'A card that goes in stiffly, or an ATM that keeps your card while a stranger offers help.',
    'Someone standing too close, or asking you to swipe your card on a second device.',
    'Withdrawals on your statement that you did not make, especially in another town or country.',
  ],
  realCase: {
    title: "The Riviera Maya gang and Mexico's rigged ATMs",
    where: 'Mexico, 2014 to 2019',
    whatHappened: [
      'In June 2020, OCCRP and partner newsrooms exposed a Romanian-led crime group, dubbed the Riviera Maya gang, that ran its own ATM business in Mexico’s tourist areas. A company linked to the gang signed a deal with a Mexican bank in 2014, and by 2017 it operated more than 100 bank-branded ATMs along the Riviera Maya coast and in other tourist spots.',
      'According to the investigation, the gang rigged ATMs to skim tourists’ card details and PINs, copied them onto blank cards and withdrew the money elsewhere. It was estimated to have taken about US$1.2 billion between 2014 and 2019. The FBI began investigating after US citizens complained about money drained from their accounts.',
      'In May 2021, Mexican authorities arrested Florian Tudor, the alleged leader, on a Romanian extradition request. Earlier that year a court in Bucharest had jailed six gang members, for crimes including running a criminal group dedicated to large-scale card cloning in Mexico.',
    ],
    source: occrp2020,
  },
  statistics: [
    {
      text: 'US debit cards compromised by skimming rose 96% in 2023, to more than 315,000. Compromises at bank-owned ATMs rose 90%.',
      year: 2023,
      source: fico2023,
    },
    {
      text: 'In 2024, skimmed US debit cards fell 24% to more than 231,000, but activity rose again in the second half of the year. Bank ATMs made up 27% of compromise locations.',
      year: 2024,
      source: fico2024,
    },
    {
      text: 'In South Africa, counterfeit card fraud, which uses copied cards such as those made from skimmed data, fell by 48%, according to SABRIC.',
      year: 2023,
      source: sabric2023,
    },
  ],
  whoIsTargeted: [
    'Anyone who uses a card at an ATM or hands it over at a till can be hit. Criminals favour busy machines with little supervision in shops, petrol stations, malls and tourist areas. Tourists use unfamiliar machines and may not notice losses until they get home.',
    'Banks carry much of the cost, because they usually refund victims. In May 2016, a gang used about 1,600 counterfeit cards carrying Standard Bank card data to withdraw cash from about 1,400 ATMs across Japan in about two hours. Standard Bank put its gross loss at about R300 million; customers did not lose money. How that data leaked was not made public, but the cash-out shows how copied card data is used.',
  ],
  howToDefend: [
    '[ATM Inspections](/defenses/AtmInspections) are the main control, and their value depends on how often and how well they are done. Weekly visual checks catch crude add-ons but miss inserts hidden inside the slot and kit fitted and removed between visits. Daily checks with anti-skimming tools catch more. Sensors that raise an alarm when the slot or front panel is disturbed work best, though criminals keep designing devices that avoid them.',
    '[Tamper-Evident Seals](/defenses/TamperProofSeals) add only a small extra layer. A seal does not keep anyone out; it shows that a panel may have been opened, and only if someone checks it carefully. Researchers have shown that seals can be lifted and replaced quickly, and a skimmer stuck over the slot breaks no seal at all. Numbered or electronic seals help a little more.',
    'Outside the game’s shop, chip cards do much of the real work, because chip data is far harder to copy. Banks also look for many defrauded cards with one machine in common, so they can find a skimmed ATM and reissue cards quickly.',
  ],
  ifItHappensToYou: {
    steps: [
      'If you spot a suspicious device, do not use the ATM or try to remove it. Tell the bank that runs it.',
      'If the ATM keeps your card, stay at the machine and call your bank from your own phone before you leave. Do not accept help from strangers.',
      "If you see withdrawals you did not make, call your bank's 24-hour card-stop or fraud line at once, using the number on your card or in the app, and block the card.",
      'Ask for a new card and choose a new PIN.',
      'Dispute every transaction you did not make, and open a case at SAPS.',
    ],
    southAfrica: [
      withHow(
        BANK_FRAUD_LINE,
        'Call the 24-hour number on your card or in the official app to block the card and dispute transactions.',
      ),
      withHow(
        SAPS,
        'If you see someone fitting a device to an ATM or lingering to trap cards, call 10111. Open a case at a police station for any loss.',
      ),
      SABRIC,
    ],
    international: [
      {
        name: 'Local police where the ATM is',
        how: 'If you were skimmed abroad, report it to the local police there as well as to your bank at home.',
      },
      withHow(IC3, 'Report card fraud that involves the United States.'),
    ],
  },
  glossary: [
    {
      term: 'Skimmer',
      definition: 'A hidden device that copies card data when a card is inserted or swiped.',
    },
    {
      term: 'Card trapping',
      definition:
        'A device that makes the ATM keep your card so that criminals can collect it later.',
    },
    {
      term: 'Money mule',
      definition: 'A person who withdraws or moves stolen money for a criminal gang.',
    },
    {
      term: 'Chip card (EMV)',
      definition: 'A bank card with a chip, which is much harder to copy than the magnetic stripe.',
    },
  ],
  quiz: [
    {
      id: 'AtmSkimming-1',
      kind: 'knowledge',
      prompt: 'What does an ATM skimmer do?',
      options: [
        {
          text: 'It copies the card data when the card is inserted',
          explanation:
            'Correct. Combined with a hidden camera or fake keypad for the PIN, this lets criminals make fake cards.',
          correct: true,
        },
        {
          text: 'It blows open the ATM to steal the cash inside',
          explanation: 'That is an ATM bombing, a different, physical attack.',
          correct: false,
        },
        {
          text: 'It sends fake SMSes to ATM users',
          explanation: 'Fake SMSes are smishing, not skimming.',
          correct: false,
        },
      ],
    },
    {
      id: 'AtmSkimming-2',
      kind: 'scenario',
      prompt:
        'At a mall ATM, the card slot wobbles when you touch it and looks a slightly different colour from the rest of the machine. What should you do?',
      options: [
        {
          text: 'Pull the part off and take it to the police',
          explanation:
            'Do not touch the device; leave it for the bank and police to handle safely.',
          correct: false,
        },
        {
          text: 'Use the ATM but cover the keypad with your hand',
          explanation: 'Covering the PIN helps, but the skimmer would still copy your card.',
          correct: false,
        },
        {
          text: 'Do not use it, note its location and tell the bank that runs it',
          explanation:
            'Right. A loose, mismatched card slot is a classic sign of a skimmer, and the bank can check and remove it.',
          correct: true,
        },
      ],
    },
    {
      id: 'AtmSkimming-3',
      kind: 'knowledge',
      prompt: 'Why do weekly visual ATM checks miss many skimming attacks?',
      options: [
        {
          text: 'Because skimmers are always made of glass and cannot be seen',
          explanation:
            'Skimmers are usually plastic or metal; the issue is timing and hiding places.',
          correct: false,
        },
        {
          text: 'Because inspectors are not allowed to touch the machine',
          explanation: 'Inspectors can and should handle the card slot and keypad.',
          correct: false,
        },
        {
          text: 'Because ATMs switch themselves off during checks',
          explanation: 'This has nothing to do with why skimmers are missed.',
          correct: false,
        },
        {
          text: 'Because devices can be fitted and removed between visits, or hidden inside the card slot',
          explanation:
            'Correct. That is why daily checks with tools and sensor alarms catch much more.',
          correct: true,
        },
      ],
    },
    {
      id: 'AtmSkimming-4',
      kind: 'scenario',
      prompt:
        'An ATM keeps your card. A friendly man behind you says it happens often and suggests you type your PIN again while he presses Cancel. What should you do?',
      options: [
        {
          text: 'Follow his advice, since he seems to know the machine',
          explanation:
            'This is a known trick: he watches your PIN and collects the trapped card after you leave.',
          correct: false,
        },
        {
          text: 'Decline his help, stay at the ATM and call your bank from your own phone to block the card',
          explanation:
            'Right. Blocking the card before you leave stops the criminal using it, even if he has seen your PIN.',
          correct: true,
        },
        {
          text: 'Leave and come back tomorrow when the branch is open',
          explanation: 'By then the card could have been collected and used.',
          correct: false,
        },
      ],
    },
    {
      id: 'AtmSkimming-5',
      kind: 'knowledge',
      prompt: 'How much protection do tamper-evident seals give on their own?',
      options: [
        {
          text: 'Only a little, because seals can be lifted and replaced, and an overlay on the slot breaks no seal',
          explanation:
            'Correct. A seal only shows that a panel may have been opened, and only if someone inspects it carefully.',
          correct: true,
        },
        {
          text: 'Complete protection, because nobody can open a sealed ATM',
          explanation: 'Seals do not lock anything; they only show signs of tampering.',
          correct: false,
        },
        {
          text: 'None at all, so they should never be used',
          explanation:
            'They add a small extra layer, especially with numbered seals and an inspection log.',
          correct: false,
        },
      ],
    },
    {
      id: 'AtmSkimming-6',
      kind: 'knowledge',
      prompt: 'Why did chip cards make skimming harder?',
      options: [
        {
          text: 'Because chip cards cannot be used at ATMs',
          explanation: 'Chip cards work at ATMs; that is their main use.',
          correct: false,
        },
        {
          text: 'Because chip data is far harder to copy than the magnetic stripe',
          explanation:
            'Right. That is why criminals look for places where stripe-only cards still work.',
          correct: true,
        },
        {
          text: 'Because chip cards have no PIN',
          explanation: 'Chip cards are normally used with a PIN.',
          correct: false,
        },
      ],
    },
    {
      id: 'AtmSkimming-7',
      kind: 'knowledge',
      prompt: 'In the Riviera Maya case, how did the gang get access to so many ATMs?',
      options: [
        {
          text: 'It hacked the bank’s head office over the internet',
          explanation: 'The scheme relied on physical access to ATMs, not remote hacking.',
          correct: false,
        },
        {
          text: 'It bribed tourists to hand over their cards',
          explanation: 'Tourists were the victims, not willing helpers.',
          correct: false,
        },
        {
          text: 'A company linked to the gang ran more than 100 bank-branded ATMs in tourist areas',
          explanation:
            'Correct. Running the machines gave the gang easy access to rig them, according to OCCRP.',
          correct: true,
        },
      ],
    },
    {
      id: 'AtmSkimming-8',
      kind: 'scenario',
      prompt:
        'You are a branch manager. Twenty customers report fraudulent withdrawals this week, and all of them used the same ATM at a petrol station last month. What does this most likely show?',
      options: [
        {
          text: 'The customers shared their PINs with each other',
          explanation: 'Twenty unrelated customers are very unlikely to do that.',
          correct: false,
        },
        {
          text: 'The bank’s mobile app was hacked',
          explanation: 'An app hack would not link victims to one physical ATM.',
          correct: false,
        },
        {
          text: 'A normal rise in card use before the holidays',
          explanation: 'Busy periods do not cause fraud that traces back to one machine.',
          correct: false,
        },
        {
          text: 'That ATM was probably skimmed, so it should be inspected and the affected cards reissued',
          explanation:
            'Right. A common point of use is how banks find skimmed machines and stop further losses.',
          correct: true,
        },
      ],
    },
    {
      id: 'AtmSkimming-9',
      kind: 'knowledge',
      prompt: 'Which level of ATM inspections works best against skimming?',
      options: [
        {
          text: 'Weekly visual checks',
          explanation: 'They catch crude add-ons but miss hidden inserts and short-lived devices.',
          correct: false,
        },
        {
          text: 'Sensor-based tamper alerts that raise an alarm straight away',
          explanation:
            'Correct. Real-time alarms catch devices soon after they are fitted, though criminals keep trying new designs.',
          correct: true,
        },
        {
          text: 'A yearly service visit by the ATM maker',
          explanation: 'A yearly visit leaves months for skimmers to work unnoticed.',
          correct: false,
        },
      ],
    },
    {
      id: 'AtmSkimming-10',
      kind: 'knowledge',
      prompt: 'Which ATMs do skimming gangs usually prefer?',
      options: [
        {
          text: 'Busy machines with little supervision, such as standalone ATMs in shops and tourist areas',
          explanation:
            'Right. Fewer staff nearby means more time to fit devices and more cards to copy.',
          correct: true,
        },
        {
          text: 'ATMs inside bank branches with guards',
          explanation:
            'These are harder to tamper with unseen, which is why they are safer to use.',
          correct: false,
        },
        {
          text: 'ATMs that are out of order',
          explanation: 'A broken ATM copies no cards, because nobody can use it.',
          correct: false,
        },
      ],
    },
  ],
  sources: [occrp2020, occrp2021, fico2023, fico2024, sabric2023, standardBankJapan],
};
