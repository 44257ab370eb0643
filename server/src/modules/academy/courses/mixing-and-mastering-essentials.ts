import { type CourseDefinition, CourseLevel, PracticeScreen } from '../course-definition.js';

/** 360 minutes: a mix that translates everywhere, and a master that suits streaming. */
export const mixingAndMasteringEssentials: CourseDefinition = {
  id: 'mixing-and-mastering-essentials',
  title: 'Mixing and Mastering Essentials',
  description:
    'Make mixes that translate from earbuds to car speakers to club systems. The course works through a mix the way engineers do: a clean session with healthy levels, a static balance, EQ and compression with intent, depth from reverb and delay, honest referencing, and a master that meets streaming loudness without crushing the life out of the song.',
  level: CourseLevel.INTERMEDIATE,
  emoji: '🎚️',
  lessons: [
    {
      id: 'gain-staging',
      title: 'Gain Staging and a Clean Session',
      durationMinutes: 40,
      paragraphs: [
        'Before any processing, organise the session: name and colour tracks, group them (drums, bass, music, vocals, effects), remove silence, clicks and breaths you do not want, and commit finished edits. A tidy session makes decisions faster and keeps you listening instead of searching.',
        'Gain staging means keeping levels sensible at every stage. In a 32-bit floating-point DAW the mix bus rarely clips internally, but many plugins, especially analogue emulations, are designed around a nominal level and behave differently when driven hard. Aim for individual tracks peaking around -10 to -6 dBFS with an average near -18 dBFS, and get there with clip gain or a trim plugin rather than the fader.',
        'While you mix, leave the mix bus peaking around -6 dBFS with no limiter on it. That headroom gives mastering room to work, and it stops you judging the mix by its loudness: louder nearly always sounds better for a moment, and that is the trap.',
      ],
      keyPoints: [
        'Name, colour and group tracks, and commit finished edits, before any processing.',
        'Aim for tracks peaking around -10 to -6 dBFS, with an average near -18 dBFS.',
        'Set those levels with clip gain or a trim plugin rather than the fader.',
        'While mixing, keep the mix bus peaking around -6 dBFS with no limiter on it.',
      ],
      practice: {
        task: 'Export your current mix with no limiter on the mix bus and upload it as a WAV. It has worked when its track page, once analysed, shows a true peak around -6 dBTP, well clear of 0, leaving room for mastering.',
        screen: PracticeScreen.UPLOAD,
      },
    },
    {
      id: 'balance-and-panning',
      title: 'The Static Mix: Balance and Panning',
      durationMinutes: 50,
      paragraphs: [
        'Most of a good mix is balance. Before any EQ or compression, pull every fader down, bring up the most important element (usually the lead vocal) and build the rest around it. Mix quietly for much of the time: at low volume the ear forgives less and balance problems stand out.',
        'Panning creates room. Keep the kick, bass, snare and lead vocal in the centre, where they anchor the mix and survive mono playback. Spread supporting parts such as double-tracked guitars, backing vocals, percussion and pads to the sides, often in pairs, so the mix feels wide without losing its middle.',
        'Check the mix in mono regularly: phone speakers, club systems and many smart speakers play in mono or close to it. If a part disappears or thins out in mono, look for phase problems between layered sounds or stereo effects that are too wide. Save this static mix as its own version; when you get lost in processing later, compare against it.',
      ],
      keyPoints: [
        'Start with every fader down and build the balance around the lead vocal or main element.',
        'Mix quietly much of the time; at low volume balance problems stand out.',
        'Keep kick, bass, snare and lead vocal in the centre; spread supporting parts in pairs.',
        'If a part thins or disappears in mono, look for phase problems or over-wide stereo effects.',
      ],
      practice: {
        task: "Bounce your static mix, before any EQ or compression, and upload it as a new version in the song's project, noting that it is the static mix. It has worked when you can A/B later versions against it at matched loudness and hear whether your processing really helped.",
        screen: PracticeScreen.PROJECTS,
      },
    },
    {
      id: 'eq-with-intent',
      title: 'EQ: Carving Space, Not Adding Shine',
      durationMinutes: 55,
      paragraphs: [
        'Every instrument competes for space in the frequency spectrum. Use EQ first to remove what a sound does not need: a high-pass filter on parts without useful deep lows (vocals, guitars, many synths, overheads) clears the mud that builds up across dozens of tracks. Set each filter while listening to the whole mix, not the soloed track, and back off as soon as the sound starts to thin.',
        'Cut narrow, boost wide. Find resonances or boxiness (often between 200 and 500 Hz) by sweeping a narrow boost, then cut them gently. When two sounds mask each other, like kick and bass or vocal and guitars, give each its own zone: a small dip in one where the other has its key energy usually works better than boosting either.',
        "Judge every EQ move at matched loudness; a boost makes a sound louder, and louder seems better. Use the EQ's output gain or auto-gain to compare fairly. Bypass often, and if you cannot hear a clear improvement with the EQ in, take it out.",
      ],
      keyPoints: [
        'Use EQ first to remove what a sound does not need, setting high-pass filters against the whole mix.',
        'Cut narrow and boost wide; boxiness often sits between 200 and 500 Hz.',
        'When two sounds mask each other, a small dip in one usually beats boosting either.',
        'Judge every EQ move at matched loudness, and remove any EQ that brings no clear improvement.',
      ],
      practice: {
        task: "Upload your mix after an EQ pass as a new version in the song's project and A/B it against the version before at matched loudness. It has worked if the new version still sounds clearer with the level difference removed; if it does not, undo the moves you cannot hear.",
        screen: PracticeScreen.PROJECTS,
      },
    },
    {
      id: 'compression',
      title: 'Compression You Can Hear',
      durationMinutes: 55,
      paragraphs: [
        'A compressor turns the signal down when it goes over a threshold, by a ratio you choose. It does two different jobs: controlling dynamics so a part sits steadily in the mix, and shaping attack and tone so a part feels punchier or smoother. Decide which job you want before you reach for the plugin.',
        'Attack and release shape the sound. A slower attack (around 10 to 30 ms) lets the transient of a drum or a plucked note through before compression starts, which adds punch; a fast attack tames peaks and softens the sound. Set the release so the gain-reduction meter comes back to rest before the next hit, which often means timing it to the groove of the song.',
        'On vocals, two gentle compressors in series, each taking off 3 to 4 dB, usually sound more natural than one taking off 10 dB. Parallel compression, blending a heavily compressed copy with the untouched signal, adds density to drums without flattening their transients. As with EQ, match output levels before you judge.',
      ],
      keyPoints: [
        'Decide whether a part needs steadier dynamics or a different attack and tone before compressing.',
        'A slower attack of around 10 to 30 ms lets transients through and adds punch.',
        'Set the release so gain reduction returns to rest before the next hit.',
        'Two vocal compressors taking 3 to 4 dB each sound more natural than one taking 10 dB.',
      ],
      practice: {
        task: "Compress the lead vocal in two gentle stages of 3 to 4 dB each, then upload the mix as a new version in the song's project. Leave a timestamped comment on the waveform wherever a word jumps out or drops back; it has worked when a second listen leaves you nothing to comment on.",
        screen: PracticeScreen.PROJECTS,
      },
    },
    {
      id: 'depth-with-reverb-and-delay',
      title: 'Depth with Reverb and Delay',
      durationMinutes: 50,
      paragraphs: [
        'Reverb and delay place sounds from front to back. Put them on send (aux) tracks instead of inserting them on each track: two or three shared spaces, say a short room, a longer plate or hall and a tempo-synced delay, make the mix sound as if it happened in one place, and they save processing power.',
        'Close sounds have fewer reflections and more high end; distant sounds have more reverb and a duller tone. Keep the lead vocal up front with a short pre-delay (20 to 40 ms) so the words stay clear, and push pads and backing parts back with more send. EQ the reverb returns: cutting below 200 to 300 Hz and taming the top keeps them from muddying the mix or sounding harsh.',
        'On vocals, a delay can often replace reverb: a quarter- or eighth-note delay, filtered and kept low, adds width and sustain without washing the voice out. Automate the sends, bringing effects up at the ends of phrases and down when the vocal is busy.',
      ],
      keyPoints: [
        'Use two or three shared reverb and delay sends instead of inserting effects on each track.',
        'Keep the lead vocal up front with a short pre-delay of 20 to 40 ms.',
        'Cut reverb returns below 200 to 300 Hz and tame their top to avoid mud and harshness.',
        'A filtered quarter- or eighth-note delay can add width to a vocal instead of reverb.',
      ],
      practice: {
        task: "Invite someone whose ears you trust to the song's project as a commenter and ask for timestamped comments wherever the vocal sounds too far back or the words blur. It has worked when their comments point to specific moments you can fix with send automation.",
        screen: PracticeScreen.PROJECTS,
      },
    },
    {
      id: 'referencing-and-translation',
      title: 'Referencing and Translation',
      durationMinutes: 45,
      paragraphs: [
        "Your ears adapt to whatever you are hearing within minutes. Reference tracks reset them: choose two or three released songs in your genre whose sound you love, import them into the session and switch to them often. Turn them down to your mix's loudness first, or their mastering level will fool you.",
        "Compare one thing at a time: the vocal's level against the drums, the amount of low end, the brightness of the top, the width. Analysers help you see what you hear, but trust your listening. Note the biggest difference, fix it, and compare again.",
        'Check the mix on every system you can reach: monitors, cheap earbuds, a phone speaker, a car, a laptop. A mix translates when nothing essential disappears on small speakers and nothing overwhelms on big ones. Take breaks; after an hour, stop, because fresh ears at the start of the next session catch what tired ones miss.',
      ],
      keyPoints: [
        'Your ears adapt within minutes; reference tracks reset them.',
        "Turn references down to your mix's loudness first, or their mastering will fool you.",
        'Compare one thing at a time, fix the biggest difference, then compare again.',
        'Check on monitors, earbuds, a phone, a car and a laptop, and stop after an hour.',
      ],
      practice: {
        task: "Open your latest mix's track page and note its integrated loudness in LUFS, then turn your reference tracks down in the session until they measure the same. It has worked when you can name the single biggest difference between your mix and the references, such as vocal level or low end, and fix it.",
        screen: PracticeScreen.TRACKS,
      },
    },
    {
      id: 'mastering-for-streaming',
      title: 'Mastering for Streaming Loudness',
      durationMinutes: 65,
      paragraphs: [
        'Mastering is the final check and polish: gentle EQ to balance the overall tone, light compression to glue, limiting to set the final level, and a careful listen for clicks, noise and clean starts and ends. If a master needs big changes, go back to the mix; fixing a vocal level in mastering always costs something somewhere else.',
        'Streaming services normalise loudness. Spotify and YouTube play tracks at around -14 LUFS integrated by default and Apple Music at around -16 LUFS, so a louder master is simply turned down. Squeezing a song to -7 LUFS does not make it louder there; it only leaves it less dynamic than the songs around it. Many genres still master hotter than -14 for character, which is a creative choice, as long as you know the extra level will be turned down.',
        "Keep true peaks at or below -1 dBTP (around -2 dBTP for very loud masters) so that encoding to lossy formats such as AAC and Ogg Vorbis does not clip. Export a 24-bit WAV at the session's sample rate for your distributor, listen to the exported file from start to finish, and also export an instrumental and a clean version: sync and radio will ask for them.",
      ],
      keyPoints: [
        'If a master needs big changes, go back to the mix.',
        'Spotify and YouTube play at around -14 LUFS and Apple Music at -16, turning louder masters down.',
        'Keep true peaks at or below -1 dBTP, or around -2 dBTP for very loud masters.',
        "Deliver a 24-bit WAV at the session's sample rate, plus instrumental and clean versions.",
      ],
      practice: {
        task: 'Upload your master as a 24-bit WAV and open its track page once it has been analysed. It has worked when the true peak reads -1 dBTP or lower and you have compared its integrated loudness with -14 LUFS to see how much Spotify will turn it down.',
        screen: PracticeScreen.TRACKS,
      },
    },
  ],
};
