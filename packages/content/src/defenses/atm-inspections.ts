import type { DefenseContent } from '../types';

export const defense: DefenseContent = {
  id: 'AtmInspections',
  summary:
    "Regular hands-on checks and built-in sensors that look for skimming devices on the bank's cash machines.",
  whatItIs: [
    '[ATM skimming](/frauds/AtmSkimming) means fitting hidden devices to a cash machine to copy card data and capture PINs. Criminals use card-reader overlays that sit over the real slot, thin inserts pushed deep inside the slot, "shimmers" that read chip data, fake keypads and tiny cameras hidden in panels near the keypad. With the card data and the PIN they make copies of cards and empty accounts.',
    "ATM inspections are the bank's way of finding these devices before many customers are hurt. They range from staff walking past the machines and looking, to hands-on checks with detection tools, to sensors built into the ATM that raise an alarm as soon as the card slot or front panel is tampered with.",
  ],
  howItWorks: [
    'A visual check compares the machine with how it should look: the card slot, the keypad, the panels around the screen and any light bar or mirror where a camera could hide. A hands-on check goes further. Staff wiggle the card slot and keypad, look for loose parts, glue or fresh scratches, and use special detector cards that can feel or sense an insert hidden inside the reader. Any suspicious machine is taken out of service, and the bank checks which cards were used there.',
    'Sensor-based protection is built into the machine. Anti-skimming kits add sensors around the card slot that detect an overlay and jammers that scramble the signal a skimmer tries to read. The ATM can then alert the monitoring centre, shut itself down, or both. These alerts come in real time instead of waiting for the next visit.',
    "Skimming is still common. FICO monitors card activity for US banks. It counted more than 315,000 US debit cards compromised by skimming in 2023, up 96% on 2022, with about 200 cards taken per skimming event on average. In 2024 the number fell 24% to about 231,000 cards, but activity rose again in the second half of the year. FICO sells fraud-detection services, so treat these as a vendor's figures.",
  ],
  levels: [
    {
      inPractice:
        'Branch or site staff look over each machine once a week. This catches crude bolt-on devices and obvious cameras, and it shows criminals that someone is watching. But skimmers are often fitted and removed within days. FICO reported back in 2016 that a compromised machine stayed compromised for about 11 days on average. A weekly glance also misses anything hidden inside the card slot.',
    },
    {
      inPractice:
        'Trained staff check every machine every day, using detector cards and a hands-on routine for the slot, keypad and panels. Checking daily shortens the time a device can work, and the tools find many insert skimmers that a visual check cannot see, so far more attacks are caught. The cost is a lot of staff time, and a device fitted and removed between two visits is still missed.',
    },
    {
      inPractice:
        'Sensors and jammers built into the card reader and front panel raise an alarm the moment someone tampers with the machine. The ATM can then take itself out of service. This works around the clock, so it stops the most. It is still not complete. In 2016 the ATM maker NCR warned banks about deep-insert skimmers that sit far inside the card reader. It said these were beyond the reach of its own and other anti-skimming detectors.',
    },
  ],
  limitations: [
    'Criminals adapt to whatever is checked. Devices keep getting thinner and are placed deeper inside the reader, where neither eyes nor many sensors can reach. Hidden PIN cameras are often easier to find, because they must sit outside the machine with a view of the keypad. So inspectors should be trained to look for them first.',
    "Inspections protect only the machines the bank checks. Criminals pick the least protected targets. FICO found that most US compromises still happen at ATMs not run by banks, such as free-standing machines in convenience stores. A bank's own customers can be skimmed at someone else's machine.",
    'What cut skimming losses most in Europe was not inspection at all. The European ATM Security Team (EAST) reported that as chip (EMV) cards spread, skimming losses on European cards moved abroad, to countries without chip protection. EAST pointed to card issuers blocking card use outside chip regions, and to better fraud monitoring. Inspections are a useful extra layer, alongside [Tamper-Evident Seals](/defenses/TamperProofSeals) and fraud monitoring. But they are not the main cure.',
  ],
  realWorldCost: [
    'Weekly visual checks cost little more than a few minutes of staff time per machine, plus training. Daily hands-on checks across a large ATM network add up to many staff hours every day. They also need detector kits, and records to prove each check was done. For off-site machines they may mean paying a contractor to visit.',
    'Built-in anti-skimming kits must be bought and fitted per machine, kept up to date, and linked to a monitoring centre that can respond to alerts at any hour. False alarms take machines out of service and annoy customers. Older ATMs may need new card readers, or full replacement, before modern sensors can be fitted.',
  ],
  sources: [
    {
      title: 'Debit Card Compromises Nearly Doubled in 2023 - FICO Data',
      publisher: 'FICO',
      year: 2024,
      url: 'https://www.fico.com/blogs/debit-card-compromises-nearly-doubled-2023-fico-data',
    },
    {
      title: 'Report: Debit card skimming declined in 2024',
      publisher: 'ABA Banking Journal',
      year: 2025,
      url: 'https://bankingjournal.aba.com/2025/05/report-debit-card-skimming-declined-in-2024/',
    },
    {
      title: 'FICO: Debit card compromises skyrocketed in 2016',
      publisher: 'Chain Store Age',
      year: 2017,
      url: 'https://chainstoreage.com/news/fico-debit-card-compromises-skyrocketed-01',
    },
    {
      title: 'NCR Corporation Reports Increase Of Deep Insert Skimmers Within ATM Machines',
      publisher: 'Tech Times',
      year: 2016,
      url: 'https://www.techtimes.com/articles/156570/20160506/ncr-corporation-reports-increase-deep-insert-skimmers-within-atm-machines.htm',
    },
    {
      title: 'EAST releases crime stats for European ATMs',
      publisher: 'ATM Marketplace',
      year: 2014,
      url: 'https://www.atmmarketplace.com/news/east-releases-crime-stats-for-european-atms',
    },
  ],
};
