import { type CourseDefinition, CourseLevel } from '../course-definition.js';

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
    },
  ],
};
