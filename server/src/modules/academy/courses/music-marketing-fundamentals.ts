import { type CourseDefinition, CourseLevel, PracticeScreen } from '../course-definition.js';

/** 240 minutes: reaching listeners without a label budget. */
export const musicMarketingFundamentals: CourseDefinition = {
  id: 'music-marketing-fundamentals',
  title: 'Music Marketing Fundamentals',
  description:
    'Get your music in front of the people most likely to love it, without a label budget. You will describe your core listener, shape an artist story, plan a release six weeks out, pitch to playlists, make short-form video that feels like you and build an email list you own. Every lesson ends with something to do this week.',
  level: CourseLevel.BEGINNER,
  emoji: '📣',
  lessons: [
    {
      id: 'find-your-first-listeners',
      title: 'Find Your First 1,000 Listeners',
      durationMinutes: 35,
      paragraphs: [
        'Marketing starts with a person, not a platform. Write a one-paragraph portrait of your core listener: their age range, where they live, three artists they already play on repeat, where they discover music (editorial playlists, TikTok, blogs, friends, DJ sets) and what they are doing while they listen. If you cannot fill it in, look at the data you already have: Spotify for Artists, Apple Music for Artists and YouTube Studio show the cities, ages and related artists of the people who found you.',
        'Then pick three to five comparable artists: acts a little ahead of you, not superstars. Their audiences are your reachable audience. Note where they are written about, which playlists hold them, which venues they play and which creators use their songs. That list is your map of where to show up.',
        'Aim for a thousand real listeners before you aim for a million streams. A thousand people who save your songs, open your emails and come to a local show are worth more to algorithms, promoters and your income than a spike of passive plays. This week: write the listener portrait, list five comparable artists and ten places where their fans gather.',
      ],
      keyPoints: [
        'Write a one-paragraph portrait of your core listener before picking platforms.',
        'Artist dashboards show the cities, ages and related artists of people who found you.',
        'Choose three to five comparable artists a little ahead of you, not superstars.',
        'A thousand listeners who save, open emails and come to shows beat a spike of passive plays.',
      ],
      practice: {
        task: 'Write your core-listener portrait and list five comparable artists, then ask the AI manager where fans of those artists gather. It has worked when you have ten specific places, such as named playlists, blogs, venues or creators, where you can start to show up.',
        screen: PracticeScreen.AI_MANAGER,
      },
    },
    {
      id: 'artist-story-and-visual-identity',
      title: 'Your Artist Story and Visual Identity',
      durationMinutes: 35,
      paragraphs: [
        'People share stories, not files. Your artist story is two or three sentences that say who you are, what your music sounds like in plain words and why it exists. Concrete details (“synth-pop written on night shifts at a hospital in Leeds”) beat adjectives (“emotional, unique sound”). Reuse the same story everywhere: streaming bios, press emails, the first line of your website.',
        'Visual identity is the same idea for the eye. Choose two or three colours, one or two typefaces and a photographic style, and keep them across cover art, profile pictures, banners and video thumbnails for at least a whole release cycle. Consistency is what lets someone scrolling fast recognise you on the third sighting, and recognition is what turns a glance into a follow.',
        'Keep a small press kit ready: a short and a long bio, three high-resolution photos in landscape and portrait, your latest artwork, links to your best songs and one or two notable achievements or quotes. When a blog, promoter or curator says yes, you can answer within the hour with everything they need.',
      ],
      keyPoints: [
        'Your artist story is two or three sentences: who you are, how you sound and why.',
        'Concrete details beat adjectives such as “emotional, unique sound”.',
        'Keep two or three colours, one or two typefaces and one photo style for a whole release cycle.',
        'Keep a press kit ready so you can answer a blog, promoter or curator within the hour.',
      ],
      practice: {
        task: 'Rewrite the bio on your Backline profile as your two- or three-sentence artist story, with one concrete detail in place of adjectives, and set a profile photo in your current visual style. It has worked when a friend who reads only the profile can say what you sound like and why the music exists.',
        screen: PracticeScreen.PROFILE,
      },
    },
    {
      id: 'plan-a-release',
      title: 'Plan a Release: the Six-Week Runway',
      durationMinutes: 45,
      paragraphs: [
        'A release is a campaign, not a date. Deliver the finished master and artwork to your distributor at least four weeks before release day; six is safer. The lead time lets the song appear in your artist dashboards early, gives you time to pitch editors and leaves room to fix metadata mistakes such as misspelled credits or the wrong genre.',
        'Work backwards from release day. Weeks six to four: deliver, pitch to editorial playlists, set up a pre-save link and book photo or video shoots. Weeks four to one: tease the song with behind-the-scenes clips, send a private link to blogs and curators and tell your email list the date. Release week: post every day, thank everyone who shares and ask listeners to save the song, because saves and playlist adds tell recommendation algorithms the song is worth spreading.',
        'Plan the weeks after, too. Algorithmic playlists respond to early engagement, so keep the momentum going with a live version, a lyric video or an acoustic take two to three weeks later. A single every six to eight weeks usually builds an audience faster than one album a year, because every release restarts the cycle.',
      ],
      keyPoints: [
        'Deliver master and artwork at least four weeks before release day; six is safer.',
        'In weeks six to four, pitch editorial playlists, set up a pre-save link and book shoots.',
        'Ask listeners to save the song: saves and playlist adds tell algorithms to spread it.',
        'A single every six to eight weeks usually builds an audience faster than one album a year.',
      ],
      practice: {
        task: "Set a target release date on your next song's project at least six weeks from today, and move the project to the stage it has really reached. It has worked when the date leaves four to six weeks between delivering the finished master and release day.",
        screen: PracticeScreen.PROJECTS,
      },
    },
    {
      id: 'streaming-profiles-and-pitching',
      title: 'Streaming Profiles and Playlist Pitching',
      durationMinutes: 45,
      paragraphs: [
        'Claim your artist profiles: Spotify for Artists, Apple Music for Artists, Amazon Music for Artists, a YouTube Official Artist Channel and Deezer for Creators. Add a current photo, your bio and your links, pin your newest release, and build an artist playlist that mixes your songs with those of your comparable artists; it gives listeners a reason to follow you.',
        "Spotify lets you pitch one unreleased song to its editors from Spotify for Artists, provided you submit at least seven days before release. Pitch earlier, three weeks or more ahead, and fill in every field: genre, mood, instruments, culture and a short story about the song. Even when the editors pass, a song pitched in time goes to your followers' Release Radar.",
        'Independent curators matter as much as editorial playlists. Find lists where your comparable artists appear, check that they have real, active listeners (steady follower growth, no sudden spikes) and write a short personal note: why this song fits their list, one link, no attachments. Never pay for guaranteed placements: streams from bot-driven playlists can get your songs taken down and your royalties withheld.',
      ],
      keyPoints: [
        'Claim your artist profiles on Spotify, Apple Music, Amazon Music, YouTube and Deezer.',
        'Pitch Spotify editors at least seven days before release, and ideally three weeks or more.',
        "A song pitched in time reaches your followers' Release Radar even if editors pass.",
        'Never pay for guaranteed placements; bot-driven streams can get songs taken down.',
      ],
      practice: {
        task: "Claim any streaming artist profiles you have not claimed yet, starting with Spotify for Artists, then add your Spotify link to your Backline profile and update its monthly listeners and followers. It has worked when the link opens a claimed artist page with your newest release pinned, and your profile shows this week's figures.",
        screen: PracticeScreen.PROFILE,
      },
    },
    {
      id: 'short-form-video',
      title: 'Short-Form Video That Sounds Like You',
      durationMinutes: 40,
      paragraphs: [
        'TikTok, Instagram Reels and YouTube Shorts are where many listeners now hear a song first. The format rewards the first two seconds: open on the most striking part of the song, or on a question or image that makes someone stop scrolling. Put captions on screen, because many people watch with the sound off until something catches them.',
        "You do not need to dance or chase trends. Formats that work for musicians: the story behind a lyric, the before and after of a mix, a one-take performance somewhere unexpected, how you built a sound, or your reaction to a fan's cover. Pick two or three formats that suit you and repeat them; a recognisable series brings viewers back.",
        'Post three to five times a week during a release campaign and treat each post as an experiment. Watch completion rate and shares, not only likes; when one clip does better than the rest, make variations of it with different opening hooks. Make sure your distributor has delivered the song to these platforms, so every video that uses it links back to your release.',
      ],
      keyPoints: [
        'The first two seconds decide: open on the most striking part of the song.',
        'Put captions on screen, because many people watch with the sound off.',
        'Repeat two or three formats that suit you rather than chasing trends.',
        'Post three to five times a week in a campaign and watch completion rate and shares.',
      ],
      practice: {
        task: "Open your next single's track page and use the waveform and player to find its most striking moment, then note the start time. It has worked when playing from that point grabs you within two seconds, so it can open your first clip.",
        screen: PracticeScreen.TRACKS,
      },
    },
    {
      id: 'own-your-audience',
      title: 'Own Your Audience: the Email List',
      durationMinutes: 40,
      paragraphs: [
        'Followers on a platform are rented: one change to an algorithm can cut your reach overnight. An email address is yours. Even a small list reaches far more of its people than a social post does, and email is where fans buy tickets, merch and music. Start today with the free plan of any mailing service.',
        'Give people a reason to sign up: an unreleased demo, early access to tickets, stems to remix or a monthly behind-the-scenes letter. Put the sign-up link in every bio, on your website and in video descriptions, and print a QR code for the merch table. Ask for email addresses at every show; people who have just enjoyed your set usually say yes.',
        'Write like a person, not a brand. Send one email a month between releases and more during a campaign, keep it short, make one clear ask (listen, pre-save, buy a ticket) and end with a question people can answer. Replies build real relationships, and they tell mail providers your emails are wanted, which keeps you out of spam folders.',
      ],
      keyPoints: [
        'Followers on a platform are rented; an email address is yours.',
        'Give people a reason to sign up, such as an unreleased demo, early tickets or stems.',
        'Put the sign-up link in every bio and ask for email addresses at every show.',
        'Between releases send one short email a month, with one clear ask and a question to answer.',
      ],
      practice: {
        task: 'Open a free account with a mailing service and make a sign-up form that offers one unreleased demo in return. It has worked when the link is in every bio you control and your first subscriber outside family and friends has signed up.',
      },
    },
  ],
};
