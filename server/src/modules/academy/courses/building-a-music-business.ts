import { type CourseDefinition, CourseLevel, PracticeScreen } from '../course-definition.js';

/** 480 minutes: rights, royalties, deals and income beyond streaming. */
export const buildingAMusicBusiness: CourseDefinition = {
  id: 'building-a-music-business',
  title: 'Building a Music Business',
  description:
    'Turn your music into a sustainable business. Learn how copyright and publishing work, which royalties your songs earn and who collects them, how to share ownership with collaborators, how to license music to film, TV and games, how to make shows and direct-to-fan sales pay, and when to bring in a manager, agent or label. This is information, not legal advice: check the rules where you live and have a lawyer read contracts.',
  level: CourseLevel.ADVANCED,
  emoji: '💼',
  lessons: [
    {
      id: 'run-it-like-a-business',
      title: 'Run Your Music Like a Business',
      durationMinutes: 50,
      paragraphs: [
        'A music career is a small business with irregular income. Keep its money apart from yours: open a separate bank account, pay every music income into it and every music cost out of it. Find out whether you should register as self-employed or form a company where you live; the choice affects tax, liability and paperwork.',
        'Keep records as you go, not at tax time: income by source (streaming, sync, shows, merch, teaching) and expenses with receipts (equipment, software, travel, promotion, studio time). Many of those costs reduce your taxable profit. A spreadsheet updated every month is enough to start; an accountant who knows creative work is worth the fee once income grows.',
        'Set goals you can measure and review them every quarter: monthly listeners, email subscribers, show income, income per release. Give each release a budget and track what it brings back. Knowing whether a release that cost 800 returned 1,200 over eighteen months, or did not, is what tells you what to do more of.',
      ],
      keyPoints: [
        'Keep a separate bank account for music, with every music income and cost going through it.',
        'Record income by source and expenses with receipts as you go, not at tax time.',
        'Costs such as equipment, software, travel and studio time can reduce your taxable profit.',
        'Budget each release and track its return, such as 800 spent against 1,200 earned over eighteen months.',
      ],
      practice: {
        task: "Ask the AI manager to help you set three goals for this quarter, each with a number: for example monthly listeners, email subscribers and income per release. It has worked when you have written down today's figure, a target and a review date for each goal.",
        screen: PracticeScreen.AI_MANAGER,
      },
    },
    {
      id: 'copyright-and-publishing',
      title: 'Copyright, Publishing and PROs',
      durationMinutes: 70,
      paragraphs: [
        'Every recorded song carries two copyrights. The composition (melody and lyrics) belongs to its songwriters and their publishers. The sound recording, or master, belongs to whoever made and owns the recording: often you, as an independent artist, or a label. The two earn different royalties and are licensed separately, so keep them apart in your head and in your paperwork.',
        'Copyright exists as soon as a work is fixed in a recording or in writing, but registering it helps you prove and enforce it; in the United States, a US work must be registered with the Copyright Office before you can sue over infringement. Keep dated session files, demos and lyric drafts as evidence of authorship.',
        'Join a performing rights organisation (PRO) as a songwriter, such as ASCAP or BMI in the US, PRS in the UK, SOCAN in Canada or GEMA in Germany, and register every song with its correct splits. PROs collect performance royalties when your songs are played on radio and TV, in venues and on streaming services. Unregistered songs still earn money; it just never reaches you.',
        "Publishing administrators register your songs with societies around the world and collect the publisher's share for a commission, commonly 10 to 20 percent. A full publisher does more, such as pitching songs for sync and to other artists, usually for a bigger share and sometimes an advance. Read exactly which rights you grant, for how long and in which territories.",
      ],
      keyPoints: [
        'A recorded song has two copyrights: the composition and the sound recording, or master.',
        'Copyright exists once a work is fixed, but registering it helps you prove and enforce it.',
        'Register every song with your PRO and its correct splits, or its performance royalties never reach you.',
        "Publishing administrators collect the publisher's share for a commission, commonly 10 to 20 percent.",
      ],
      practice: {
        task: 'Join a PRO as a songwriter if you have not already, and register your three most recent songs with their correct splits. It has worked when each song appears in your PRO account with shares that add up to 100 percent.',
      },
    },
    {
      id: 'royalty-streams',
      title: 'Follow the Money: Royalty Streams',
      durationMinutes: 65,
      paragraphs: [
        'A single stream pays on both copyrights. The master side goes from the streaming service to your distributor and on to you; the composition side pays performance royalties through PROs and mechanical royalties through mechanical collection societies. If you only use a distributor, you collect the master side and leave the songwriting side uncollected.',
        'Mechanical royalties are due whenever a composition is reproduced, including interactive streams and downloads. In the United States, the Mechanical Licensing Collective (The MLC) collects digital mechanicals from streaming services and pays songwriters and publishers who register with it, directly or through an administrator; elsewhere, societies such as MCPS in the UK, or combined societies like GEMA, collect them.',
        'Neighbouring rights pay performers and master owners when recordings are broadcast or played in public. In the US, SoundExchange collects for non-interactive digital radio such as SiriusXM; in the UK, PPL collects for radio, TV and public performance. Register both as the featured performer and as the owner of your masters.',
        'Audit yourself once a year. List every song and check it is registered with your PRO, your mechanical collector, your neighbouring-rights society and YouTube Content ID, then compare statements against your streaming dashboards. Money nobody claims is held for a while and then shared out among others.',
      ],
      keyPoints: [
        'Every stream pays on both copyrights: the master and the composition.',
        'A distributor alone collects only the master side, leaving songwriting royalties uncollected.',
        'In the US, The MLC collects digital mechanicals; societies such as MCPS in the UK collect them elsewhere.',
        'SoundExchange in the US and PPL in the UK pay performers and master owners for broadcasts.',
      ],
      practice: {
        task: 'Go through the released songs in your Tracks library and check each one is registered with your PRO, a mechanical collector, a neighbouring-rights society and YouTube Content ID. It has worked when every song has all four registrations, or a date by which you will fix each gap.',
        screen: PracticeScreen.TRACKS,
      },
    },
    {
      id: 'splits-and-contracts',
      title: 'Split Sheets, Collaborations and Contracts',
      durationMinutes: 60,
      paragraphs: [
        "Agree splits on the day you write, not the day the song makes money. A split sheet records the song title, the date, each writer's name, role, PRO and IPI number, publisher and share of the composition, and everyone signs it. It takes five minutes and prevents the disputes that end collaborations and freeze royalties.",
        'Composition splits and master ownership are separate questions. A producer who co-wrote the music usually gets a share of the composition; a producer or featured artist may also get a master royalty (often counted in points) or a flat fee. Write down which is which. For session players and engineers, a short work-for-hire or release agreement confirms they were paid and own nothing in the recording.',
        'Before you sign any contract (label, publishing, management, distribution, sync), check the term (how long), the territory (where), the rights (exactly what), the money (shares, advances and what is recouped from your royalties) and the exit (how it ends and what happens to your catalogue). Have a music lawyer read anything that grants rights for more than a year or pays an advance. Never sign on the spot.',
      ],
      keyPoints: [
        'Agree splits on the day you write, on a split sheet everyone signs.',
        "A split sheet records each writer's name, role, PRO, IPI number, publisher and share.",
        'Composition shares and master points or fees are separate questions; write down which is which.',
        'Before signing, check term, territory, rights, money and exit, and never sign on the spot.',
      ],
      practice: {
        task: "Add a text note to the project of your latest co-written song with its split sheet: the title, the date and each writer's name, role, PRO, IPI number, publisher and share. It has worked when the shares add up to 100 percent and every co-writer has confirmed them in writing.",
        screen: PracticeScreen.CREATIVE_STUDIO,
      },
    },
    {
      id: 'sync-licensing',
      title: 'Sync Licensing for Film, TV, Ads and Games',
      durationMinutes: 60,
      paragraphs: [
        'A sync licence lets a production pair your music with moving pictures. It takes two permissions: a synchronisation licence for the composition and a master use licence for the recording. If you control both, you are “one-stop”, which makes you far easier to license; music supervisors on tight deadlines favour tracks they can clear with one email.',
        'Prepare your catalogue for sync: high-quality WAVs, instrumentals, clean versions without explicit lyrics and stems where you can, all tagged with accurate metadata: title, writers, splits, publisher, contact, mood, tempo, key and descriptive keywords. Lyrics about universal moments (leaving, starting over, celebrating) get placed more often than ones tied to a very specific story.',
        "Ways in include sync agencies and production libraries (some exclusive, some not; read the terms), publishers that focus on sync, and relationships with music supervisors built over time. Fees range from nothing for student films, through a few hundred for online content, to five figures for national adverts. Broadcast placements also earn performance royalties through the production's cue sheets, so make sure your songs are registered with your PRO.",
      ],
      keyPoints: [
        'Sync needs two licences: synchronisation for the composition and master use for the recording.',
        'Controlling both makes you one-stop, which music supervisors favour on tight deadlines.',
        'Have WAVs, instrumentals, clean versions and stems ready, tagged with mood, tempo, key and splits.',
        "Broadcast placements also earn performance royalties through the production's cue sheets.",
      ],
      practice: {
        task: "Pick three songs you control fully, open each one's track page and confirm or correct its detected tempo and key. It has worked when all three show a confirmed BPM and key you can copy into a sync agency's metadata form, and you have noted which still lack an instrumental or clean version.",
        screen: PracticeScreen.TRACKS,
      },
    },
    {
      id: 'live-shows-that-pay',
      title: 'Live Shows That Pay',
      durationMinutes: 55,
      paragraphs: [
        "Know your numbers before you accept a show. Add up travel, accommodation, backline, band fees and promotion, then compare them with the deal offered: a guarantee (a fixed fee), a door split (a share of ticket sales, sometimes after the venue's costs) or a mix of both. Merch sales often decide whether a night makes or loses money.",
        "Build a draw at home before you tour. Play your own city every two or three months rather than every week, so each show feels like an event, and collect email addresses every time. Then work outwards to towns within a few hours' drive, swapping shows with local artists there who bring their own audience.",
        'Get paid for your songs as well: submit your setlists to your PRO after each show, as many PROs pay performance royalties for your own compositions played live, even in small venues. Confirm every show in writing a week before (load-in time, set length, payment, guest list, hospitality) so there are no surprises on the night.',
      ],
      keyPoints: [
        'Before accepting a show, add up travel, accommodation, backline, band fees and promotion.',
        'Compare those costs with the deal (a guarantee, a door split or both); merch often decides the night.',
        'Play your home city every two or three months and collect email addresses every time.',
        'Submit setlists to your PRO after each show and confirm every show in writing a week before.',
      ],
      practice: {
        task: 'Make a playlist of your next set in the order you will play it and check its total length against the set time you have been offered. It has worked when the running order fits the slot, and after the show you can submit the same songs to your PRO as your setlist.',
        screen: PracticeScreen.PLAYLISTS,
      },
    },
    {
      id: 'direct-to-fan-income',
      title: 'Direct-to-Fan Income: Merch, Music Sales and Memberships',
      durationMinutes: 60,
      paragraphs: [
        'Streaming rewards scale; direct-to-fan income rewards depth. A few hundred committed fans buying a record, a shirt and a membership can out-earn millions of streams. Bandcamp, your own web shop and membership platforms such as Patreon let fans pay you directly: the platform keeps a fee, and you keep the relationship.',
        'Start merch small, with print-on-demand or short runs: one or two designs that fit your visual identity, printed on good garments, in the sizes that actually sell. Bundles, such as a record with a shirt and a signed print, raise the average order. Limited editions and release-day exclusives create urgency without discounting.',
        'Memberships work when fans get something that costs you little to keep making: demos and works in progress, monthly livestreams, early tickets, stems for remix contests, a private community. Offer two or three tiers, deliver on schedule and thank members by name. Steady monthly income, however small, makes every other decision less stressful.',
      ],
      keyPoints: [
        'A few hundred committed fans can out-earn millions of streams.',
        'Start merch with print-on-demand or short runs of one or two designs, in the sizes that sell.',
        'Bundles raise the average order; limited editions create urgency without discounting.',
        'Build memberships on things that cost little to keep making, offered in two or three tiers.',
      ],
      practice: {
        task: 'Make a playlist of the demos and works in progress you could share with members, one a month, in the order you would release them. It has worked when it holds at least six tracks, enough to deliver on schedule for half a year before you launch a membership.',
        screen: PracticeScreen.PLAYLISTS,
      },
    },
    {
      id: 'building-your-team',
      title: 'Building Your Team: Managers, Agents and Labels',
      durationMinutes: 60,
      paragraphs: [
        'You will probably manage yourself for longer than you expect, and that is fine. Bring in help when a job takes time you should spend on music and someone can create more value than they cost. A common order is a lawyer when needed, then an accountant, then a manager; booking agents and labels usually come once there is proven demand.',
        'A manager steers your career and usually takes 15 to 20 percent of your income. Before agreeing, ask what they have done for other artists, what they will do in the first six months, which income they commission (gross or net, and whether live and publishing are included) and how long they keep earning after you part ways (the sunset clause). Start with a trial period.',
        'Booking agents find and negotiate shows for around 10 to 15 percent of show fees, and they take on artists who already sell tickets. Labels offer money, reach and expertise in exchange for rights: compare a traditional deal (the label owns the masters and pays you a royalty) with a licence or distribution deal (you keep ownership and grant rights for a set period). The more you have built yourself, the better the terms you will be offered.',
      ],
      keyPoints: [
        'Bring in help when it creates more value than it costs: often a lawyer, then an accountant, then a manager.',
        'Managers usually take 15 to 20 percent; ask which income they commission and about the sunset clause.',
        'Booking agents take around 10 to 15 percent of show fees and sign artists who already sell tickets.',
        'In a traditional label deal the label owns the masters; a licence or distribution deal leaves them with you.',
      ],
      practice: {
        task: 'Use Network to find two or three artists a step or two ahead of you and message them to ask how they work with a manager or agent. It has worked when you have at least one first-hand answer about commission, term or the sunset clause to set against the 15 to 20 percent in this lesson.',
        screen: PracticeScreen.NETWORK,
      },
    },
  ],
};
