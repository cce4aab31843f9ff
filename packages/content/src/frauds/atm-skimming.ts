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
    'Customers use the ATM as normal while the device copies each card and the camera records each PIN. Covering the keypad with your other hand hides the PIN from a camera, but not from a fake keypad.',
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
      prompt: 'What does a skimmer on a cash machine do?',
      options: [
        {
          text: 'It records the PIN by listening to the beeps of the keypad.',
          explanation:
            'The skimmer copies card data, while a pinhole camera or fake keypad records the PIN. The page does not describe listening to beeps.',
          correct: false,
        },
        {
          text: 'It stops the machine handing out cash so it can be collected later.',
          explanation:
            'Trapping cash is a different trick. A skimmer copies card data so the gang can make copied cards later.',
          correct: false,
        },
        {
          text: 'It reads the details off each card as the card slides in.',
          explanation:
            'A skimmer is a hidden device that copies card data when a card is inserted or swiped. A camera or fake keypad records the PIN at the same time.',
          correct: true,
        },
        {
          text: 'It sends fake SMS alerts to customers after they withdraw cash.',
          explanation:
            'Fake text messages are [phishing](/frauds/Phishing) by SMS. A skimmer is a physical device fitted to the machine.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'What is the job of a skimming device that criminals fit to an ATM?',
          options: [
            { text: 'It works out the PIN from the sound each key makes when pressed.' },
            { text: 'It jams the cash dispenser and the notes are collected later.' },
            { text: 'It lifts the stored details off cards as people insert them.' },
            { text: 'It sends customers bogus text alerts after they draw money.' },
          ],
        },
      ],
    },
    {
      id: 'AtmSkimming-2',
      kind: 'scenario',
      prompt:
        'At a mall ATM, Bongani notices the card slot is bulkier than usual, a slightly different colour, and it wobbles when he touches it. What should he do?',
      options: [
        {
          text: 'Pull the part off and hand it in to the mall’s security office.',
          explanation:
            'A device may be wired or glued in, and the gang may be watching. Leave it for the bank and the police, who can deal with it safely and keep it as evidence.',
          correct: false,
        },
        {
          text: 'Skip that machine and warn whoever operates it, since the slot looks tampered with.',
          explanation:
            'A loose, bulky or mismatched slot is a classic sign of a skimmer. One use is enough to copy a card, and only the bank that runs the ATM can take it out of service.',
          correct: true,
        },
        {
          text: 'Cover the keypad with his hand and check his balance straight after.',
          explanation:
            'Covering the keypad hides the PIN from a camera, but the skimmer in the slot still copies his card as it goes in, and a balance check shows nothing until the gang uses the copy.',
          correct: false,
        },
        {
          text: 'Check the slot again by wiggling it, then use it if it stops moving.',
          explanation:
            'A slot that moves once is already a warning sign, and a firm push can seat an overlay more tightly. One use is enough for the skimmer to copy his card.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "Outside a supermarket, Sizwe goes to use an ATM and sees that the card slot sticks out more than normal, is a shade off the machine's colour and moves when he presses it. What should he do?",
          options: [
            { text: "Prise the part off and take it to the supermarket's security desk." },
            { text: 'Go elsewhere and tell whoever runs that machine about the odd slot.' },
            { text: 'Shield the keypad with his hand, then check his balance right after.' },
            { text: 'Wiggle the slot again and use the machine once it stops moving.' },
          ],
        },
      ],
    },
    {
      id: 'AtmSkimming-3',
      kind: 'knowledge',
      prompt: 'Why do weekly visual checks of ATMs miss many skimmers?',
      options: [
        {
          text: 'Modern skimmers are made of clear plastic that cannot be seen by eye.',
          explanation:
            'Skimmers can often be seen and felt, such as a bulky, loose or mismatched slot. The problem is timing and hiding places: a week is a long gap.',
          correct: false,
        },
        {
          text: 'Inspectors are not allowed to handle the card slot or touch loose parts.',
          explanation:
            'Inspectors can and should handle the slot and keypad. The weakness of weekly checks is the long gap between visits.',
          correct: false,
        },
        {
          text: 'Gangs fit skimmers in seconds, so weekly visual checks are hidden from them.',
          explanation:
            'Fitting kit takes seconds, but that does not hide the checks from the gang. The weakness is the gap between visits and kit hidden inside the slot.',
          correct: false,
        },
        {
          text: 'Kit comes and goes within the week, or sits deep inside where it is not seen.',
          explanation:
            'Weekly checks catch crude add-ons but miss inserts hidden inside the slot, and kit fitted and removed between visits. Daily checks with tools and tamper sensors catch more.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Branch staff look over each ATM once a week. Why does that routine let many skimmers through?',
          options: [
            { text: "Today's skimmers are see-through and invisible to the naked eye." },
            { text: 'Staff doing the checks may not touch the slot or any loose parts.' },
            {
              text: 'Gangs fit kit in seconds, which makes it too quick for a check to catch.',
              explanation:
                'Fitting kit does take seconds, but speed alone does not beat a check. The weakness is the long gap between visits and kit hidden inside the slot.',
            },
            { text: 'Gear comes and goes within days, or sits deep inside the reader.' },
          ],
        },
      ],
    },
    {
      id: 'AtmSkimming-4',
      kind: 'scenario',
      prompt:
        'An ATM at a petrol station keeps Ayanda’s card. A friendly man behind her says it happens often, and suggests she types her PIN again while he presses Cancel. What should she do?',
      options: [
        {
          text: 'Stay at the machine and phone her bank herself, since the card is trapped.',
          explanation:
            "This is card trapping. Staying at the machine and calling the bank from her own phone gets the card blocked before anyone can collect it, and a stranger's help is part of the trick.",
          correct: true,
        },
        {
          text: 'Ask him to stand back, then type her PIN again while covering the keypad.',
          explanation:
            'Covering the keypad hides the PIN from a camera, but the trapped card stays in the machine for the gang to collect. She should stay and call her bank to block it.',
          correct: false,
        },
        {
          text: 'Leave and come back when the petrol station manager has opened it.',
          explanation:
            'Leaving gives the gang time to collect the card and use it with the PIN they saw.',
          correct: false,
        },
        {
          text: 'Go into the shop and ask the cashier to call the bank and block the card.',
          explanation:
            "Walking away from the machine lets the gang take the card, and the cashier's call takes longer. She should call from her own phone while she stays there.",
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            "A cash machine at a service station swallows Keabetswe's card. A chatty woman in the queue says it is common and offers to press Cancel while Keabetswe enters her PIN again. What should Keabetswe do?",
          options: [
            { text: 'Stay put and ring her bank from her cellphone to have it stopped.' },
            {
              text: 'Ask the woman to step away, then re-enter her PIN with a hand over the keys.',
            },
            { text: 'Go home and return once the service station manager has opened the machine.' },
            { text: 'Walk into the shop and have the cashier phone the bank to block the card.' },
          ],
        },
      ],
    },
    {
      id: 'AtmSkimming-5',
      kind: 'knowledge',
      prompt: 'How much protection do tamper-evident seals give an ATM on their own?',
      options: [
        {
          text: 'A lot, as nobody can open a sealed panel without special tools.',
          explanation:
            'Researchers have shown that seals can be lifted and replaced quickly. A seal is evidence, not a lock.',
          correct: false,
        },
        {
          text: 'Plenty, as seals lock the front panel and stop skimmers being fitted.',
          explanation:
            'A seal does not lock anything, and an overlay fitted on top of the slot does not touch it.',
          correct: false,
        },
        {
          text: 'Little, because a cover glued over it leaves the seals intact.',
          explanation:
            '[Tamper-Evident Seals](/defenses/TamperProofSeals) do not keep anyone out. They show that a panel may have been opened, if someone checks, and a skimmer stuck over the slot breaks no seal.',
          correct: true,
        },
        {
          text: 'Enough to replace inspections, since a seal shows any skimmer at a glance.',
          explanation:
            'A skimmer stuck over the slot breaks no seal, and a seal shows tampering only if someone checks it carefully. Seals add to inspections; they do not replace them.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'If a bank relies on tamper-evident seals and nothing else, how well protected are its ATMs?',
          options: [
            { text: 'Very well: a sealed panel cannot be opened without special tools.' },
            { text: 'Well: the seals lock the front panel and keep skimmers from being fitted.' },
            { text: 'Poorly: a fake front glued onto the card entry leaves them intact.' },
            { text: 'Enough to replace inspections: a seal reveals any skimmer at a glance.' },
          ],
        },
      ],
    },
    {
      id: 'AtmSkimming-6',
      kind: 'knowledge',
      prompt: 'Why did chip cards make skimming harder?',
      options: [
        {
          text: 'Chip cards cannot be used at ATMs in shops or at petrol stations.',
          explanation:
            'Chip cards work at ATMs in shops and petrol stations too. The protection comes from how hard the chip is to copy.',
          correct: false,
        },
        {
          text: 'Chip cards resist copying, since their data cannot be cloned onto a blank.',
          explanation:
            'Chip cards are much harder to copy than the stripe, which is why gangs look for places where stripe-only cards still work.',
          correct: true,
        },
        {
          text: 'Chip cards work without a PIN, so there is no PIN left to steal.',
          explanation:
            'Chip cards are normally used with a PIN at ATMs. The gain is that chip data is hard to copy onto a blank card.',
          correct: false,
        },
        {
          text: 'Chip cards are harder to copy, so gangs only use stripe-only cards they steal.',
          explanation:
            'Gangs do not need to steal cards: they copy data from skimmed cards onto blanks, and look for places where stripe-only cards still work. Chip data is the part that is hard to copy.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'What is it about chip cards that made skimming harder for gangs?',
          options: [
            { text: 'They cannot be used at ATMs in shops or at filling stations.' },
            { text: 'They keep their data on a chip that is very hard to clone onto a blank.' },
            { text: 'They work without a PIN, which leaves no PIN there to steal.' },
            {
              text: 'They resist copying, leaving gangs to steal stripe cards from people instead.',
            },
          ],
        },
      ],
    },
    {
      id: 'AtmSkimming-7',
      kind: 'knowledge',
      prompt: 'In the Riviera Maya case, how did the gang get access to so many ATMs?',
      options: [
        {
          text: 'It hacked the Mexican bank’s ATMs in tourist spots over the internet.',
          explanation:
            'The scheme relied on running the machines in person, not on remote hacking of the bank’s head office.',
          correct: false,
        },
        {
          text: 'It paid hotel staff to fit skimmers to the ATMs in their hotel lobbies.',
          explanation:
            'The gang did not need hotel staff. It ran the machines itself through a linked company.',
          correct: false,
        },
        {
          text: 'It stole ATMs from tourist areas and rebuilt them with hidden skimmers.',
          explanation:
            'The ATMs were run by a company linked to the gang under a deal with a bank, not stolen and rebuilt.',
          correct: false,
        },
        {
          text: 'It ran the ATMs itself through a linked firm that signed with a bank.',
          explanation:
            'A company linked to the gang signed a deal with a Mexican bank in 2014 and ran more than 100 ATMs by 2017, which gave it easy access to rig them.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'How did the gang behind the Riviera Maya skimming scheme get its hands on so many cash machines?',
          options: [
            { text: "It broke into a Mexican bank's resort ATMs remotely over the internet." },
            { text: 'It bribed hotel workers to fit skimmers to the ATMs in their lobbies.' },
            { text: 'It stole machines from resort areas and rebuilt them with hidden skimmers.' },
            { text: 'It operated them via a front company that had a contract with a bank.' },
          ],
        },
      ],
    },
    {
      id: 'AtmSkimming-8',
      kind: 'scenario',
      prompt:
        'Zodwa manages a branch of Kestrel Bank. Twenty customers report withdrawals they did not make, and all of them used the same petrol station ATM last month. What does this most likely show?',
      options: [
        {
          text: 'The customers’ online banking passwords were leaked in a data breach.',
          explanation:
            'An online breach would not link the victims to one physical machine. The ATM they have in common is the clue.',
          correct: false,
        },
        {
          text: 'The customers shared their PINs with family members who used the cards.',
          explanation:
            'Twenty unrelated customers are unlikely to share PINs in the same way. The ATM they have in common points to skimming.',
          correct: false,
        },
        {
          text: 'The ATM they all used was skimmed, so the bank should check it.',
          explanation:
            'Banks look for many defrauded cards with one machine in common. That is how they find a skimmed ATM and reissue cards quickly.',
          correct: true,
        },
        {
          text: "The petrol station's till reader copied their cards.",
          explanation:
            'A till reader would copy cards, but the withdrawals trace back to the ATM every victim used. That one machine is where the bank should look first.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Themba runs a branch of Orchid Bank. Fifteen customers complain about withdrawals they never made, and each of them used the same supermarket ATM in the past month. What is the most likely explanation?',
          options: [
            { text: 'Their online banking passwords leaked out in a data breach.' },
            {
              text: 'They gave their PINs to relatives who then used the cards.',
              explanation:
                'Fifteen unrelated customers are unlikely to share PINs in the same way. The ATM they have in common points to skimming.',
            },
            { text: 'That ATM was skimmed and the bank needs to examine it.' },
            { text: "The supermarket's own till card reader copied their cards." },
          ],
        },
      ],
    },
    {
      id: 'AtmSkimming-9',
      kind: 'knowledge',
      prompt: 'Which kind of ATM inspection catches skimmers best?',
      options: [
        {
          text: 'A sensor that sounds an alarm if anyone tampers with the front.',
          explanation:
            '[ATM Inspections](/defenses/AtmInspections) work best with sensors that alarm when the slot or front panel is disturbed, though criminals keep designing devices that avoid them.',
          correct: true,
        },
        {
          text: 'A weekly visual check by branch staff of the slot and keypad.',
          explanation:
            'Weekly checks catch crude add-ons but miss inserts inside the slot and kit fitted and removed between visits.',
          correct: false,
        },
        {
          text: 'A yearly service visit by the company that made the machine.',
          explanation:
            'A yearly visit leaves months for a skimmer to work unnoticed. How often checks happen matters a great deal.',
          correct: false,
        },
        {
          text: 'A daily check of the camera footage from each of the bank’s ATMs.',
          explanation:
            "Footage shows people, not devices hidden inside the slot, and a camera near the keypad is part of the gang's own kit. Alarms on the slot and panel catch the tampering itself.",
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'Of these ways of checking ATMs, which one is best at catching skimmers?',
          options: [
            { text: 'Sensors that go off when someone meddles with the front' },
            { text: 'Branch staff looking over the slot and keypad once a week' },
            { text: "An annual service visit from the machine's manufacturer" },
            { text: 'Staff reviewing the camera footage of each ATM each day' },
          ],
        },
      ],
    },
    {
      id: 'AtmSkimming-10',
      kind: 'knowledge',
      prompt: 'Which ATMs do skimming gangs usually prefer?',
      options: [
        {
          text: 'Machines inside bank branches, where customers feel most relaxed.',
          explanation:
            'Branch ATMs are watched by staff and harder to tamper with unseen. Gangs prefer standalone machines.',
          correct: false,
        },
        {
          text: 'Quiet machines in small towns where few people draw cash each day.',
          explanation:
            'A quiet machine yields few cards to copy. Gangs want busy machines with little supervision.',
          correct: false,
        },
        {
          text: 'Crowded, unwatched machines, like the ones in malls and corner shops.',
          explanation:
            'Gangs pick busy machines with little supervision, such as standalone ATMs in shops, malls and tourist areas. Few staff nearby and many cards to copy suit them.',
          correct: true,
        },
        {
          text: 'Older machines with card slots that are easier to open up quickly.',
          explanation:
            'Gangs choose machines by how busy and how poorly watched they are, not by age. Fitting a skimmer takes seconds on any machine.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt: 'Where are skimming gangs most likely to set up their equipment?',
          options: [
            { text: 'At ATMs inside bank branches, where people feel safest.' },
            { text: 'At quiet machines in villages with few withdrawals a day.' },
            { text: 'At busy machines nobody watches, as in shopping centres.' },
            { text: 'At old machines whose card slots are quicker to open up.' },
          ],
        },
      ],
    },
    {
      id: 'AtmSkimming-11',
      kind: 'scenario',
      prompt:
        'Nomsa covers the keypad with her other hand whenever she types her PIN at an ATM. Her cousin says this is a waste of time. Which statement is accurate?',
      options: [
        {
          text: 'It is pointless, because the skimmer in the slot records the PIN too.',
          explanation:
            'A skimmer in the slot copies card data; the PIN is recorded by a camera or a fake keypad. Covering the keypad defeats the camera.',
          correct: false,
        },
        {
          text: 'It also stops the skimmer in the card slot from copying her card’s data.',
          explanation:
            'Covering the keypad does nothing to a skimmer in the slot, which copies the card as it goes in.',
          correct: false,
        },
        {
          text: 'It matters only at night, when pinhole cameras see the keys best.',
          explanation:
            'Pinhole cameras record in daylight too. Covering the keypad is worth doing at any time of day.',
          correct: false,
        },
        {
          text: 'It hides her PIN from hidden cameras, though a fake keypad still records it.',
          explanation:
            'A hand over the keypad blocks the view of a pinhole camera. A fake keypad laid on top records the keys as they are pressed, so it still captures the PIN.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'Each time Sibusiso enters his PIN at an ATM, he shields the keypad with his other hand. His flatmate tells him not to bother. Which of these is true?',
          options: [
            { text: 'It is no use: the skimmer in the slot picks up the PIN as well.' },
            { text: 'It also prevents the skimmer in the slot from copying his card.' },
            { text: 'It helps mainly after dark, when pinhole cameras see the keys best.' },
            { text: 'It foils a spy lens; an overlay on the keys would still log them.' },
          ],
        },
      ],
    },
    {
      id: 'AtmSkimming-12',
      kind: 'scenario',
      prompt:
        'At a petrol station, the attendant takes Pieter’s card and swipes it through a small handheld device before using the real card machine. What should Pieter do?',
      options: [
        {
          text: 'Let it go, since attendants often use a second reader for loyalty points.',
          explanation:
            'A second swipe on a small device is a classic skimming sign. Loyalty schemes do not need a second reader for a bank card.',
          correct: false,
        },
        {
          text: 'Take his card back and call his bank, since it may now be copied.',
          explanation:
            'Swiping a card on a second device is a warning sign of a handheld skimmer. Telling the bank lets it block the card before the copied data is used.',
          correct: true,
        },
        {
          text: 'Ask the attendant to repeat it so he can watch both devices closely.',
          explanation: 'Watching closely does not stop the device copying the card a second time.',
          correct: false,
        },
        {
          text: 'Finish paying, then check his banking app for odd payments tomorrow.',
          explanation:
            'The card may already be copied. Waiting until tomorrow gives the gang time to use it.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Paying the bill at a restaurant, Marisa sees the waiter run her card through a little handheld gadget before putting it into the proper card machine. What should she do?',
          options: [
            { text: 'Let it pass: restaurants often use a second reader for loyalty rewards.' },
            { text: 'Get her card back and phone her bank; it may have been copied.' },
            { text: 'Ask the waiter to do it again while she watches both devices.' },
            { text: 'Finish paying, then check her banking app for odd payments tomorrow.' },
          ],
        },
      ],
    },
    {
      id: 'AtmSkimming-13',
      kind: 'scenario',
      prompt:
        'Thabo is at home in Cape Town when his banking app shows three cash withdrawals of R3,000 each, made in Polokwane an hour ago. What should he do first?',
      options: [
        {
          text: 'Stop the card through the number printed on it, before more cash is withdrawn.',
          explanation:
            'Withdrawals you did not make, especially in another town, are a sign your card was copied. The 24-hour card-stop or fraud line blocks it at once, before more cash goes.',
          correct: true,
        },
        {
          text: 'Check his statement for other withdrawals and dispute them with the bank.',
          explanation:
            'Disputing every withdrawal comes later. While he reads his statement the gang can keep withdrawing: the card must be blocked first.',
          correct: false,
        },
        {
          text: 'Email the bank’s general enquiries address with the details of each.',
          explanation:
            'A general mailbox may not be read for hours or days. The fraud line can block the card straight away.',
          correct: false,
        },
        {
          text: 'Change his PIN at the nearest ATM before the gang can use it again.',
          explanation:
            'Blocking comes first, then a new card and a new PIN. A trip to an ATM also delays the call that stops the losses.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Lwazi is at work in Durban when his banking app shows two cash withdrawals of R2,500 each, made in Kimberley forty minutes ago. What should he do first?',
          options: [
            { text: "Ring his bank's emergency line straight away to freeze it." },
            { text: 'Check the rest of his statement and dispute each withdrawal with the bank.' },
            { text: "Send the bank's general enquiries mailbox an email with the details." },
            { text: 'Change his PIN at the closest ATM before the gang strikes again.' },
          ],
        },
      ],
    },
    {
      id: 'AtmSkimming-14',
      kind: 'scenario',
      prompt:
        'Back home after a holiday abroad, Lerato sees withdrawals she did not make, from ATMs in the resort town where she stayed. She has blocked her card. What else should she do?',
      options: [
        {
          text: 'Leave it there, since the foreign bank that owns the ATM will refund her.',
          explanation:
            'Her own bank handles the dispute, not the owner of the foreign ATM. She needs to dispute each withdrawal with her bank.',
          correct: false,
        },
        {
          text: 'Report it to SAPS alone, as foreign police will not handle tourists’ cases.',
          explanation:
            "A SAPS case helps at home, but the police where the ATM is can find the machine and the gang. Foreign police do take tourists' reports.",
          correct: false,
        },
        {
          text: 'Post a warning online naming the resort and the machines she used.',
          explanation:
            'A public post does not block losses or start an investigation. Reporting to the police and her bank does.',
          correct: false,
        },
        {
          text: 'Go to the police there too, and dispute each withdrawal with her bank.',
          explanation:
            'Police where the ATM stands can check the machine and look for the gang. Her own bank handles the dispute of each withdrawal she did not make.',
          correct: true,
        },
      ],
      variants: [
        {
          prompt:
            'After a trip overseas, Annelien finds withdrawals she never made on her statement, from ATMs in the seaside town where she stayed. Her card is already blocked. What else should she do?',
          options: [
            { text: 'Leave it there: the foreign bank that owns the ATM will refund her.' },
            { text: "Report it to SAPS and nobody else; police abroad ignore tourists' cases." },
            { text: 'Share a warning on social media naming the town and the ATMs she used.' },
            { text: 'Contact police in that town too, and challenge each debit with her bank.' },
          ],
        },
      ],
    },
    {
      id: 'AtmSkimming-15',
      kind: 'scenario',
      prompt:
        'A man at a taxi rank offers Kagiso R1,000 to withdraw cash at several ATMs, using a stack of bank cards and a list of PINs. He calls it “just a favour for a friend”. What is Kagiso being asked to do?',
      options: [
        {
          text: 'Do a legal job that involves no stealing on his part.',
          explanation:
            'Withdrawing stolen money for a gang is a crime even if someone else made the cards.',
          correct: false,
        },
        {
          text: 'Collect cash for criminals with cards cloned from skimmed details.',
          explanation:
            'Gangs copy skimmed data onto blank cards and send money mules to withdraw the cash. A mule withdraws or moves stolen money for a criminal gang.',
          correct: true,
        },
        {
          text: 'Help a friend who has lost his PIN and needs to reach his own cash.',
          explanation:
            'A stack of cards and a list of PINs is not one person’s lost PIN. It matches the cash-out stage of skimming.',
          correct: false,
        },
        {
          text: 'Run errands for a cash delivery firm that pays students for the work.',
          explanation:
            'Errand services do not hand out bank cards with PINs. This is how gangs cash out copied cards.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Outside a shopping centre, a stranger offers Lindiwe R800 to draw cash from a few ATMs with a bundle of bank cards and a sheet of PINs, calling it “a small favour for a mate”. What is she being asked to do?',
          options: [
            { text: 'Do an honest job that involves no theft on her part.' },
            { text: 'Be a mule, drawing stolen funds on cloned cards for crooks.' },
            { text: 'Help out a friend who forgot his PIN and needs his own money.' },
            { text: 'Run errands for a cash courier firm that pays students to help.' },
          ],
        },
      ],
    },
    {
      id: 'AtmSkimming-16',
      kind: 'scenario',
      prompt:
        'At 02:00, Umoya Bank’s operations desk gets a tamper alarm from a mall ATM: the card slot area was disturbed. The next weekly check is on Friday. What is the best response?',
      options: [
        {
          text: 'Log the alarm and let Friday’s weekly check look at the card slot.',
          explanation:
            'Waiting days lets a skimmer copy many cards, and kit fitted between visits is exactly what weekly checks miss.',
          correct: false,
        },
        {
          text: 'Ignore it, as tamper sensors are set off by cleaners most nights.',
          explanation:
            'Assuming a false alarm throws away the main strength of sensors, which is catching kit soon after it is fitted.',
          correct: false,
        },
        {
          text: 'Take the ATM out of service now, as the alarm may mean kit was just fitted.',
          explanation:
            'Sensors that raise an alarm when the slot or panel is disturbed work best because they catch kit soon after it is fitted. That value is lost if nobody acts at once.',
          correct: true,
        },
        {
          text: 'Ask the mall’s guards to check the seals and report back next week.',
          explanation:
            'An overlay on the slot breaks no seal, so a seal check can miss it. A week’s delay also gives the skimmer time to work.',
          correct: false,
        },
      ],
      variants: [
        {
          prompt:
            'Late on a Saturday night, the operations centre at Fernhill Bank receives a tamper alert from a filling-station ATM: someone disturbed the area around the card slot. The next weekly inspection is on Thursday. What is the best response?',
          options: [
            { text: "Note the alarm and leave it for Thursday's weekly inspection of the slot." },
            { text: 'Ignore it: cleaners trip the tamper sensors on most nights.' },
            { text: 'Pull the ATM from service now; kit may have been fitted minutes ago.' },
            { text: "Ask the station's security guards to check the seals and report next week." },
          ],
        },
      ],
    },
  ],
  sources: [occrp2020, occrp2021, fico2023, fico2024, sabric2023, standardBankJapan],
};
