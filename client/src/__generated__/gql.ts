/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation RefreshSession($input: RefreshSessionInput!) {\n    refreshSession(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  query AcademyCourses {\n    courses {\n      id\n      ...CourseCard_course\n    }\n  }\n": typeof types.AcademyCoursesDocument,
    "\n  fragment CourseCard_course on Course {\n    id\n    title\n    description\n    level\n    emoji\n    durationMinutes\n    totalLessons\n    started\n    ...CourseProgressBar_course\n  }\n": typeof types.CourseCard_CourseFragmentDoc,
    "\n  fragment CourseProgressBar_course on Course {\n    id\n    title\n    progressPercent\n    completedLessons\n    totalLessons\n  }\n": typeof types.CourseProgressBar_CourseFragmentDoc,
    "\n  query CoursePage($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      emoji\n      level\n      durationMinutes\n      ...CourseProgressBar_course\n      lessons {\n        id\n        ...LessonList_lesson\n        ...LessonPanel_lesson\n      }\n    }\n  }\n": typeof types.CoursePageDocument,
    "\n  mutation CompleteLesson($input: CompleteLessonInput!) {\n    completeLesson(input: $input) {\n      id\n      started\n      ...CourseProgressBar_course\n      lessons {\n        id\n        completed\n      }\n    }\n  }\n": typeof types.CompleteLessonDocument,
    "\n  mutation UncompleteLesson($input: UncompleteLessonInput!) {\n    uncompleteLesson(input: $input) {\n      id\n      started\n      ...CourseProgressBar_course\n      lessons {\n        id\n        completed\n      }\n    }\n  }\n": typeof types.UncompleteLessonDocument,
    "\n  fragment LessonList_lesson on Lesson {\n    id\n    title\n    durationMinutes\n    completed\n  }\n": typeof types.LessonList_LessonFragmentDoc,
    "\n  fragment LessonPanel_lesson on Lesson {\n    id\n    title\n    durationMinutes\n    paragraphs\n    completed\n  }\n": typeof types.LessonPanel_LessonFragmentDoc,
    "\n  mutation StartCourse($input: StartCourseInput!) {\n    startCourse(input: $input) {\n      id\n      started\n      ...CourseProgressBar_course\n    }\n  }\n": typeof types.StartCourseDocument,
    "\n  query Dashboard {\n    me {\n      id\n      email\n    }\n    dashboardStats {\n      totalTracks\n      storageBytes\n      recentUploads {\n        id\n        title\n        artist\n        durationSeconds\n        createdAt\n      }\n      quickStats {\n        genres {\n          name\n          count\n        }\n        moods {\n          name\n          count\n        }\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query TodaysPlan {\n    todaysPlan {\n      ...ActionPlan_task\n    }\n  }\n  fragment ActionPlan_task on ManagerTask {\n    id\n    title\n    description\n    category\n    priority\n    estimatedMinutes\n    impact\n    reasoning\n    successMetrics\n    deadline\n    completedAt\n  }\n": typeof types.TodaysPlanDocument,
    "\n  mutation PlanToday {\n    planToday {\n      ...ActionPlan_task\n    }\n  }\n": typeof types.PlanTodayDocument,
    "\n  mutation CompleteManagerTask($input: CompleteManagerTaskInput!) {\n    completeManagerTask(input: $input) {\n      id\n      completedAt\n    }\n  }\n": typeof types.CompleteManagerTaskDocument,
    "\n  query AiManager {\n    manager {\n      chosen\n      ...ManagerHeader_relationship\n    }\n    managerPersonas {\n      style\n      ...ManagerChooser_persona\n    }\n  }\n": typeof types.AiManagerDocument,
    "\n  query ManagerConversation($last: Int!, $before: String) {\n    managerConversation(last: $last, before: $before) {\n      edges {\n        cursor\n        node {\n          id\n          author\n          content\n        }\n      }\n      pageInfo {\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n": typeof types.ManagerConversationDocument,
    "\n  mutation AskManager($input: AskManagerInput!) {\n    askManager(input: $input) {\n      id\n    }\n  }\n": typeof types.AskManagerDocument,
    "\n  query CareerOutlook {\n    careerOutlook {\n      missingFigures\n      pathway {\n        level\n        totalLevels\n        confidencePercent\n        nextMilestone\n        estimatedTime\n      }\n      growth {\n        metric\n        current\n        predicted\n      }\n    }\n  }\n": typeof types.CareerOutlookDocument,
    "\n  fragment ManagerChooser_persona on ManagerPersona {\n    style\n    name\n    title\n    avatar\n    description\n    traits\n  }\n": typeof types.ManagerChooser_PersonaFragmentDoc,
    "\n  mutation ChooseManager($input: ChooseManagerInput!) {\n    chooseManager(input: $input) {\n      chosen\n    }\n  }\n": typeof types.ChooseManagerDocument,
    "\n  fragment ManagerHeader_relationship on ManagerRelationship {\n    satisfaction\n    level\n    levelName\n    tasksToNextLevel\n    persona {\n      style\n      name\n      title\n      avatar\n      description\n    }\n  }\n": typeof types.ManagerHeader_RelationshipFragmentDoc,
    "\n  fragment ArtistCard_artist on Artist {\n    id\n    artistName\n    role\n    avatar\n    genre\n    connected\n    connectsBack\n    mutual\n  }\n": typeof types.ArtistCard_ArtistFragmentDoc,
    "\n  query ArtistSearch($name: String!, $after: String) {\n    artistSearch(name: $name, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ArtistCard_artist\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ArtistSearchDocument,
    "\n  query Conversation($artistId: ID!, $last: Int!, $before: String) {\n    conversation(artistId: $artistId) {\n      canMessage\n      artist {\n        id\n        artistName\n      }\n      messages(last: $last, before: $before) {\n        edges {\n          cursor\n          node {\n            id\n            body\n            sentAt\n            fromMe\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n        }\n      }\n    }\n  }\n": typeof types.ConversationDocument,
    "\n  mutation SendDirectMessage($input: SendDirectMessageInput!) {\n    sendDirectMessage(input: $input) {\n      id\n    }\n  }\n": typeof types.SendDirectMessageDocument,
    "\n  query Network($first: Int!) {\n    network {\n      connectionCount\n      mutualCount\n      connections(first: $first) {\n        ...NetworkRoute_artistPage\n      }\n      requests(first: $first) {\n        ...NetworkRoute_artistPage\n      }\n    }\n  }\n": typeof types.NetworkDocument,
    "\n  fragment NetworkRoute_artistPage on ArtistConnection {\n    edges {\n      cursor\n      node {\n        id\n        ...ArtistCard_artist\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.NetworkRoute_ArtistPageFragmentDoc,
    "\n  query MoreNetworkConnections($first: Int!, $after: String) {\n    network {\n      connections(first: $first, after: $after) {\n        ...NetworkRoute_artistPage\n      }\n    }\n  }\n": typeof types.MoreNetworkConnectionsDocument,
    "\n  query MoreNetworkRequests($first: Int!, $after: String) {\n    network {\n      requests(first: $first, after: $after) {\n        ...NetworkRoute_artistPage\n      }\n    }\n  }\n": typeof types.MoreNetworkRequestsDocument,
    "\n  mutation ConnectWithArtist($input: ConnectWithArtistInput!) {\n    connectWithArtist(input: $input) {\n      ...ArtistCard_artist\n    }\n  }\n": typeof types.ConnectWithArtistDocument,
    "\n  mutation DisconnectFromArtist($input: DisconnectFromArtistInput!) {\n    disconnectFromArtist(input: $input) {\n      ...ArtistCard_artist\n    }\n  }\n": typeof types.DisconnectFromArtistDocument,
    "\n  query PlayerWaveform($id: ID!) {\n    track(id: $id) {\n      id\n      waveform(points: 800) {\n        min\n        max\n      }\n    }\n  }\n": typeof types.PlayerWaveformDocument,
    "\n  query FreshTrackAudioUrl($id: ID!) {\n    track(id: $id) {\n      id\n      audio {\n        url\n      }\n      ...PlayerItem_track\n    }\n  }\n": typeof types.FreshTrackAudioUrlDocument,
    "\n  query FreshNoteAudio($id: ID!) {\n    node(id: $id) {\n      id\n      ... on Note {\n        audio {\n          url\n        }\n      }\n    }\n  }\n": typeof types.FreshNoteAudioDocument,
    "\n  fragment PlayerItem_track on Track {\n    id\n    title\n    artist\n    durationSeconds\n    cover {\n      url\n    }\n    largeCover: cover(size: LARGE) {\n      url\n    }\n  }\n": typeof types.PlayerItem_TrackFragmentDoc,
    "\n  mutation AddTrackToPlaylist($id: ID!, $trackIds: [ID!]!) {\n    addTracksToPlaylist(input: { playlistId: $id, trackIds: $trackIds }) {\n      id\n      trackCount\n      durationSeconds\n      updatedAt\n      tracks(first: 100) {\n        edges {\n          cursor\n          node {\n            id\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.AddTrackToPlaylistDocument,
    "\n  query PlaylistsHoldingTrack($trackId: ID!) {\n    track(id: $trackId) {\n      id\n      playlists(first: 100) {\n        nodes {\n          id\n        }\n      }\n    }\n  }\n": typeof types.PlaylistsHoldingTrackDocument,
    "\n  mutation CreatePlaylist($name: String!, $clientMutationId: String) {\n    createPlaylist(input: { name: $name, clientMutationId: $clientMutationId }) {\n      id\n      ...PlaylistCard_playlist\n    }\n  }\n": typeof types.CreatePlaylistDocument,
    "\n  mutation UpdatePlaylist($id: ID!, $name: String!) {\n    updatePlaylist(input: { playlistId: $id, name: $name }) {\n      id\n      name\n      updatedAt\n    }\n  }\n": typeof types.UpdatePlaylistDocument,
    "\n  mutation DeletePlaylist($id: ID!) {\n    deletePlaylist(input: { playlistId: $id }) {\n      id\n    }\n  }\n": typeof types.DeletePlaylistDocument,
    "\n  fragment PlaylistCard_playlist on Playlist {\n    id\n    name\n    trackCount\n    durationSeconds\n  }\n": typeof types.PlaylistCard_PlaylistFragmentDoc,
    "\n  query PlaylistPage($id: ID!, $after: String) {\n    playlist(id: $id) {\n      id\n      name\n      trackCount\n      durationSeconds\n      updatedAt\n      tracks(first: 100, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...PlaylistTrackRow_track\n            ...PlayerItem_track\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.PlaylistPageDocument,
    "\n  fragment PlaylistTrackRow_track on Track {\n    id\n    title\n    artist\n    durationSeconds\n  }\n": typeof types.PlaylistTrackRow_TrackFragmentDoc,
    "\n  mutation MoveTrackInPlaylist($id: ID!, $trackId: ID!, $toIndex: Int!) {\n    moveTrackInPlaylist(input: { playlistId: $id, trackId: $trackId, toIndex: $toIndex }) {\n      id\n      updatedAt\n      tracks(first: 100) {\n        edges {\n          cursor\n          node {\n            id\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.MoveTrackInPlaylistDocument,
    "\n  mutation RemoveTrackFromPlaylist($id: ID!, $trackId: ID!) {\n    removeTrackFromPlaylist(input: { playlistId: $id, trackId: $trackId }) {\n      id\n      trackCount\n      durationSeconds\n      updatedAt\n      tracks(first: 100) {\n        edges {\n          cursor\n          node {\n            id\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.RemoveTrackFromPlaylistDocument,
    "\n  query Playlists($after: String) {\n    playlists(first: 50, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PlaylistCard_playlist\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.PlaylistsDocument,
    "\n  fragment EditProfileDialog_profile on Profile {\n    id\n    user {\n      id\n      artistName\n      role\n      avatar\n    }\n    bio\n    location\n    website\n    handles {\n      spotify\n      soundcloud\n      instagram\n      twitter\n    }\n    stats {\n      monthlyListeners\n      totalStreams\n      followers\n      following\n      totalRevenueUsd\n    }\n  }\n": typeof types.EditProfileDialog_ProfileFragmentDoc,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileSummary_profile\n      ...EditProfileDialog_profile\n      stats {\n        ...ProfileStatsList_stats\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query Profile {\n    profile {\n      id\n      ...ProfileSummary_profile\n      ...EditProfileDialog_profile\n      stats {\n        ...ProfileStatsList_stats\n      }\n    }\n    profileAvatars\n  }\n": typeof types.ProfileDocument,
    "\n  fragment ProfileStatsList_stats on ProfileStats {\n    totalTracks\n    totalProjects\n    connections\n    totalStreams\n    totalRevenueUsd\n    followers\n    following\n    monthlyListeners\n  }\n": typeof types.ProfileStatsList_StatsFragmentDoc,
    "\n  fragment ProfileSummary_profile on Profile {\n    id\n    user {\n      id\n      artistName\n      role\n      avatar\n      plan\n    }\n    bio\n    location\n    website\n    links {\n      platform\n      handle\n      url\n    }\n  }\n": typeof types.ProfileSummary_ProfileFragmentDoc,
    "\n  query ProjectChoices {\n    projects(first: 100) {\n      nodes {\n        id\n        title\n        trackCount\n      }\n    }\n  }\n": typeof types.ProjectChoicesDocument,
    "\n  mutation AttachTrackToProject($input: AttachTrackToProjectInput!) {\n    attachTrackToProject(input: $input) {\n      id\n      trackCount\n      updatedAt\n      ...ProjectTrackList_project\n    }\n  }\n": typeof types.AttachTrackToProjectDocument,
    "\n  mutation DeleteProject($input: DeleteProjectInput!) {\n    deleteProject(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteProjectDocument,
    "\n  fragment EditProjectDialog_project on Project {\n    id\n    title\n    description\n    genre\n    status\n    bpm\n    key\n    tags\n    collaborators\n  }\n": typeof types.EditProjectDialog_ProjectFragmentDoc,
    "\n  mutation UpdateProject($input: UpdateProjectInput!) {\n    updateProject(input: $input) {\n      id\n      ...EditProjectDialog_project\n      collaboratorCount\n      updatedAt\n      releasedAt\n    }\n  }\n": typeof types.UpdateProjectDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n      ...ProjectCard_project\n      ...ProjectTrackList_project\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  fragment ProjectCard_project on Project {\n    id\n    title\n    description\n    status\n    genre\n    artwork\n    tags\n    collaboratorCount\n    trackCount\n    updatedAt\n    ...EditProjectDialog_project\n  }\n": typeof types.ProjectCard_ProjectFragmentDoc,
    "\n  mutation UploadProjectTrack($input: UploadProjectTrackInput!) {\n    uploadProjectTrack(input: $input) {\n      id\n      trackCount\n      updatedAt\n      ...ProjectTrackList_project\n    }\n  }\n": typeof types.UploadProjectTrackDocument,
    "\n  fragment ProjectTrackList_project on Project {\n    id\n    title\n    tracks(first: 50) {\n      totalCount\n      nodes {\n        id\n        status\n        track {\n          id\n          title\n          durationSeconds\n          ...PlayerItem_track\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ProjectTrackList_ProjectFragmentDoc,
    "\n  query MoreProjectTracks($id: ID!, $first: Int!, $after: String!) {\n    project(id: $id) {\n      id\n      tracks(first: $first, after: $after) {\n        totalCount\n        nodes {\n          id\n          status\n          track {\n            id\n            title\n            durationSeconds\n            ...PlayerItem_track\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.MoreProjectTracksDocument,
    "\n  mutation UpdateProjectTrack($input: UpdateProjectTrackInput!) {\n    updateProjectTrack(input: $input) {\n      id\n      updatedAt\n      ...ProjectTrackList_project\n    }\n  }\n": typeof types.UpdateProjectTrackDocument,
    "\n  mutation DetachTrackFromProject($input: DetachTrackFromProjectInput!) {\n    detachTrackFromProject(input: $input) {\n      id\n      trackCount\n      updatedAt\n      ...ProjectTrackList_project\n    }\n  }\n": typeof types.DetachTrackFromProjectDocument,
    "\n  query Projects($status: ProjectStatus, $first: Int, $after: String) {\n    projects(status: $status, first: $first, after: $after) {\n      nodes {\n        id\n        ...ProjectCard_project\n        ...ProjectTrackList_project\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    projectCounts {\n      all\n      draft\n      recording\n      mixing\n      mastering\n      released\n    }\n    projectGenres\n  }\n": typeof types.ProjectsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  fragment PreferencesPanel_settings on Settings {\n    id\n    theme\n    emailNotifications\n    pushNotifications\n    autoSave\n  }\n": typeof types.PreferencesPanel_SettingsFragmentDoc,
    "\n  query Settings {\n    settings {\n      id\n      ...PreferencesPanel_settings\n    }\n  }\n": typeof types.SettingsDocument,
    "\n  query AccountTheme {\n    settings {\n      id\n      theme\n    }\n  }\n": typeof types.AccountThemeDocument,
    "\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...PreferencesPanel_settings\n    }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  mutation CreateNote($input: CreateNoteInput!) {\n    createNote(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateNoteDocument,
    "\n  mutation UploadVoiceNote($input: UploadVoiceNoteInput!) {\n    uploadVoiceNote(input: $input) {\n      id\n      type\n    }\n  }\n": typeof types.UploadVoiceNoteDocument,
    "\n  query StudioProjects {\n    projects(first: 100) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n": typeof types.StudioProjectsDocument,
    "\n  fragment LyricEditor_project on Project {\n    id\n    lyrics {\n      id\n      version\n      title\n      content\n    }\n    ...LyricsHistory_project\n  }\n": typeof types.LyricEditor_ProjectFragmentDoc,
    "\n  mutation SaveLyrics($input: SaveLyricsInput!) {\n    saveLyrics(input: $input) {\n      id\n      updatedAt\n      ...LyricEditor_project\n    }\n  }\n": typeof types.SaveLyricsDocument,
    "\n  fragment LyricsHistory_project on Project {\n    id\n    lyricsRevisions {\n      id\n      version\n      title\n      content\n      createdAt\n    }\n  }\n": typeof types.LyricsHistory_ProjectFragmentDoc,
    "\n  mutation RestoreLyrics($input: RestoreLyricsInput!) {\n    restoreLyrics(input: $input) {\n      id\n      updatedAt\n      ...LyricEditor_project\n    }\n  }\n": typeof types.RestoreLyricsDocument,
    "\n  query MentorInsight($id: ID!) {\n    project(id: $id) {\n      id\n      mentorInsight {\n        completionPercent\n        headline\n        nextStep\n      }\n    }\n  }\n": typeof types.MentorInsightDocument,
    "\n  query ProjectNotes($projectId: ID!, $first: Int!, $after: String) {\n    project(id: $projectId) {\n      id\n      notes(first: $first, after: $after) {\n        totalCount\n        nodes {\n          id\n          type\n          content\n          audio {\n            url\n          }\n          audioDurationSeconds\n          createdAt\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.ProjectNotesDocument,
    "\n  mutation DeleteNote($input: DeleteNoteInput!) {\n    deleteNote(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteNoteDocument,
    "\n  query StudioProject($id: ID!) {\n    project(id: $id) {\n      id\n      title\n      updatedAt\n      ...LyricEditor_project\n      ...ProjectTrackList_project\n    }\n  }\n": typeof types.StudioProjectDocument,
    "\n  query TrackUsage($id: ID!) {\n    track(id: $id) {\n      id\n      playlists(first: 100) {\n        totalCount\n        nodes {\n          id\n          name\n        }\n      }\n      projects(first: 100) {\n        nodes {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.TrackUsageDocument,
    "\n  mutation DeleteTrack($id: ID!) {\n    deleteTrack(input: { trackId: $id }) {\n      id\n    }\n  }\n": typeof types.DeleteTrackDocument,
    "\n  fragment EditTrackDialog_track on Track {\n    id\n    title\n    artist\n    genre\n    key\n    bpm\n    mood\n    cover {\n      url\n    }\n  }\n": typeof types.EditTrackDialog_TrackFragmentDoc,
    "\n  mutation UpdateTrack($input: UpdateTrackInput!) {\n    updateTrack(input: $input) {\n      id\n      ...EditTrackDialog_track\n      ...PlayerItem_track\n    }\n  }\n": typeof types.UpdateTrackDocument,
    "\n  fragment TrackCard_track on Track {\n    id\n    title\n    artist\n    genre\n    key\n    bpm\n    durationSeconds\n    cover {\n      url\n    }\n    ...PlayerItem_track\n    ...EditTrackDialog_track\n  }\n": typeof types.TrackCard_TrackFragmentDoc,
    "\n  mutation UploadTrackCover($input: UploadTrackCoverInput!) {\n    uploadTrackCover(input: $input) {\n      id\n      cover {\n        url\n      }\n      ...PlayerItem_track\n    }\n  }\n": typeof types.UploadTrackCoverDocument,
    "\n  mutation DeleteTrackCover($input: DeleteTrackCoverInput!) {\n    deleteTrackCover(input: $input) {\n      id\n      cover {\n        url\n      }\n      ...PlayerItem_track\n    }\n  }\n": typeof types.DeleteTrackCoverDocument,
    "\n  query Tracks($search: String, $genre: String, $sort: TrackSort, $direction: SortDirection, $after: String) {\n    tracks(search: $search, genre: $genre, sort: $sort, direction: $direction, first: 50, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...TrackCard_track\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    trackGenres\n  }\n": typeof types.TracksDocument,
    "\n  mutation UploadTrack($input: UploadTrackInput!) {\n    uploadTrack(input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.UploadTrackDocument,
    "\n  query UploadGenres {\n    trackGenres\n  }\n": typeof types.UploadGenresDocument,
    "\n  fragment LevelProgress_relationship on ManagerRelationship {\n    chosen\n    level\n    levelName\n    tasksToNextLevel\n  }\n": typeof types.LevelProgress_RelationshipFragmentDoc,
    "\n  query Notifications {\n    notifications {\n      unreadCount\n      openTasksToday\n      notifications(first: 20) {\n        nodes {\n          id\n          kind\n          text\n          preview\n          read\n          updatedAt\n          actor {\n            id\n            avatar\n          }\n        }\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      id\n      read\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  query QuickSwitcherTracks($search: String!) {\n    tracks(search: $search, first: 5, sort: TITLE) {\n      edges {\n        node {\n          id\n          title\n          artist\n        }\n      }\n    }\n  }\n": typeof types.QuickSwitcherTracksDocument,
    "\n  mutation Logout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n": typeof types.LogoutDocument,
    "\n  query WorkspaceUser {\n    me {\n      id\n      artistName\n      email\n      role\n      plan\n      avatar\n      projectCount\n    }\n    manager {\n      ...LevelProgress_relationship\n    }\n  }\n": typeof types.WorkspaceUserDocument,
};
const documents: Documents = {
    "\n  mutation RefreshSession($input: RefreshSessionInput!) {\n    refreshSession(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  query AcademyCourses {\n    courses {\n      id\n      ...CourseCard_course\n    }\n  }\n": types.AcademyCoursesDocument,
    "\n  fragment CourseCard_course on Course {\n    id\n    title\n    description\n    level\n    emoji\n    durationMinutes\n    totalLessons\n    started\n    ...CourseProgressBar_course\n  }\n": types.CourseCard_CourseFragmentDoc,
    "\n  fragment CourseProgressBar_course on Course {\n    id\n    title\n    progressPercent\n    completedLessons\n    totalLessons\n  }\n": types.CourseProgressBar_CourseFragmentDoc,
    "\n  query CoursePage($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      emoji\n      level\n      durationMinutes\n      ...CourseProgressBar_course\n      lessons {\n        id\n        ...LessonList_lesson\n        ...LessonPanel_lesson\n      }\n    }\n  }\n": types.CoursePageDocument,
    "\n  mutation CompleteLesson($input: CompleteLessonInput!) {\n    completeLesson(input: $input) {\n      id\n      started\n      ...CourseProgressBar_course\n      lessons {\n        id\n        completed\n      }\n    }\n  }\n": types.CompleteLessonDocument,
    "\n  mutation UncompleteLesson($input: UncompleteLessonInput!) {\n    uncompleteLesson(input: $input) {\n      id\n      started\n      ...CourseProgressBar_course\n      lessons {\n        id\n        completed\n      }\n    }\n  }\n": types.UncompleteLessonDocument,
    "\n  fragment LessonList_lesson on Lesson {\n    id\n    title\n    durationMinutes\n    completed\n  }\n": types.LessonList_LessonFragmentDoc,
    "\n  fragment LessonPanel_lesson on Lesson {\n    id\n    title\n    durationMinutes\n    paragraphs\n    completed\n  }\n": types.LessonPanel_LessonFragmentDoc,
    "\n  mutation StartCourse($input: StartCourseInput!) {\n    startCourse(input: $input) {\n      id\n      started\n      ...CourseProgressBar_course\n    }\n  }\n": types.StartCourseDocument,
    "\n  query Dashboard {\n    me {\n      id\n      email\n    }\n    dashboardStats {\n      totalTracks\n      storageBytes\n      recentUploads {\n        id\n        title\n        artist\n        durationSeconds\n        createdAt\n      }\n      quickStats {\n        genres {\n          name\n          count\n        }\n        moods {\n          name\n          count\n        }\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  query TodaysPlan {\n    todaysPlan {\n      ...ActionPlan_task\n    }\n  }\n  fragment ActionPlan_task on ManagerTask {\n    id\n    title\n    description\n    category\n    priority\n    estimatedMinutes\n    impact\n    reasoning\n    successMetrics\n    deadline\n    completedAt\n  }\n": types.TodaysPlanDocument,
    "\n  mutation PlanToday {\n    planToday {\n      ...ActionPlan_task\n    }\n  }\n": types.PlanTodayDocument,
    "\n  mutation CompleteManagerTask($input: CompleteManagerTaskInput!) {\n    completeManagerTask(input: $input) {\n      id\n      completedAt\n    }\n  }\n": types.CompleteManagerTaskDocument,
    "\n  query AiManager {\n    manager {\n      chosen\n      ...ManagerHeader_relationship\n    }\n    managerPersonas {\n      style\n      ...ManagerChooser_persona\n    }\n  }\n": types.AiManagerDocument,
    "\n  query ManagerConversation($last: Int!, $before: String) {\n    managerConversation(last: $last, before: $before) {\n      edges {\n        cursor\n        node {\n          id\n          author\n          content\n        }\n      }\n      pageInfo {\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n": types.ManagerConversationDocument,
    "\n  mutation AskManager($input: AskManagerInput!) {\n    askManager(input: $input) {\n      id\n    }\n  }\n": types.AskManagerDocument,
    "\n  query CareerOutlook {\n    careerOutlook {\n      missingFigures\n      pathway {\n        level\n        totalLevels\n        confidencePercent\n        nextMilestone\n        estimatedTime\n      }\n      growth {\n        metric\n        current\n        predicted\n      }\n    }\n  }\n": types.CareerOutlookDocument,
    "\n  fragment ManagerChooser_persona on ManagerPersona {\n    style\n    name\n    title\n    avatar\n    description\n    traits\n  }\n": types.ManagerChooser_PersonaFragmentDoc,
    "\n  mutation ChooseManager($input: ChooseManagerInput!) {\n    chooseManager(input: $input) {\n      chosen\n    }\n  }\n": types.ChooseManagerDocument,
    "\n  fragment ManagerHeader_relationship on ManagerRelationship {\n    satisfaction\n    level\n    levelName\n    tasksToNextLevel\n    persona {\n      style\n      name\n      title\n      avatar\n      description\n    }\n  }\n": types.ManagerHeader_RelationshipFragmentDoc,
    "\n  fragment ArtistCard_artist on Artist {\n    id\n    artistName\n    role\n    avatar\n    genre\n    connected\n    connectsBack\n    mutual\n  }\n": types.ArtistCard_ArtistFragmentDoc,
    "\n  query ArtistSearch($name: String!, $after: String) {\n    artistSearch(name: $name, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ArtistCard_artist\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ArtistSearchDocument,
    "\n  query Conversation($artistId: ID!, $last: Int!, $before: String) {\n    conversation(artistId: $artistId) {\n      canMessage\n      artist {\n        id\n        artistName\n      }\n      messages(last: $last, before: $before) {\n        edges {\n          cursor\n          node {\n            id\n            body\n            sentAt\n            fromMe\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n        }\n      }\n    }\n  }\n": types.ConversationDocument,
    "\n  mutation SendDirectMessage($input: SendDirectMessageInput!) {\n    sendDirectMessage(input: $input) {\n      id\n    }\n  }\n": types.SendDirectMessageDocument,
    "\n  query Network($first: Int!) {\n    network {\n      connectionCount\n      mutualCount\n      connections(first: $first) {\n        ...NetworkRoute_artistPage\n      }\n      requests(first: $first) {\n        ...NetworkRoute_artistPage\n      }\n    }\n  }\n": types.NetworkDocument,
    "\n  fragment NetworkRoute_artistPage on ArtistConnection {\n    edges {\n      cursor\n      node {\n        id\n        ...ArtistCard_artist\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": types.NetworkRoute_ArtistPageFragmentDoc,
    "\n  query MoreNetworkConnections($first: Int!, $after: String) {\n    network {\n      connections(first: $first, after: $after) {\n        ...NetworkRoute_artistPage\n      }\n    }\n  }\n": types.MoreNetworkConnectionsDocument,
    "\n  query MoreNetworkRequests($first: Int!, $after: String) {\n    network {\n      requests(first: $first, after: $after) {\n        ...NetworkRoute_artistPage\n      }\n    }\n  }\n": types.MoreNetworkRequestsDocument,
    "\n  mutation ConnectWithArtist($input: ConnectWithArtistInput!) {\n    connectWithArtist(input: $input) {\n      ...ArtistCard_artist\n    }\n  }\n": types.ConnectWithArtistDocument,
    "\n  mutation DisconnectFromArtist($input: DisconnectFromArtistInput!) {\n    disconnectFromArtist(input: $input) {\n      ...ArtistCard_artist\n    }\n  }\n": types.DisconnectFromArtistDocument,
    "\n  query PlayerWaveform($id: ID!) {\n    track(id: $id) {\n      id\n      waveform(points: 800) {\n        min\n        max\n      }\n    }\n  }\n": types.PlayerWaveformDocument,
    "\n  query FreshTrackAudioUrl($id: ID!) {\n    track(id: $id) {\n      id\n      audio {\n        url\n      }\n      ...PlayerItem_track\n    }\n  }\n": types.FreshTrackAudioUrlDocument,
    "\n  query FreshNoteAudio($id: ID!) {\n    node(id: $id) {\n      id\n      ... on Note {\n        audio {\n          url\n        }\n      }\n    }\n  }\n": types.FreshNoteAudioDocument,
    "\n  fragment PlayerItem_track on Track {\n    id\n    title\n    artist\n    durationSeconds\n    cover {\n      url\n    }\n    largeCover: cover(size: LARGE) {\n      url\n    }\n  }\n": types.PlayerItem_TrackFragmentDoc,
    "\n  mutation AddTrackToPlaylist($id: ID!, $trackIds: [ID!]!) {\n    addTracksToPlaylist(input: { playlistId: $id, trackIds: $trackIds }) {\n      id\n      trackCount\n      durationSeconds\n      updatedAt\n      tracks(first: 100) {\n        edges {\n          cursor\n          node {\n            id\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.AddTrackToPlaylistDocument,
    "\n  query PlaylistsHoldingTrack($trackId: ID!) {\n    track(id: $trackId) {\n      id\n      playlists(first: 100) {\n        nodes {\n          id\n        }\n      }\n    }\n  }\n": types.PlaylistsHoldingTrackDocument,
    "\n  mutation CreatePlaylist($name: String!, $clientMutationId: String) {\n    createPlaylist(input: { name: $name, clientMutationId: $clientMutationId }) {\n      id\n      ...PlaylistCard_playlist\n    }\n  }\n": types.CreatePlaylistDocument,
    "\n  mutation UpdatePlaylist($id: ID!, $name: String!) {\n    updatePlaylist(input: { playlistId: $id, name: $name }) {\n      id\n      name\n      updatedAt\n    }\n  }\n": types.UpdatePlaylistDocument,
    "\n  mutation DeletePlaylist($id: ID!) {\n    deletePlaylist(input: { playlistId: $id }) {\n      id\n    }\n  }\n": types.DeletePlaylistDocument,
    "\n  fragment PlaylistCard_playlist on Playlist {\n    id\n    name\n    trackCount\n    durationSeconds\n  }\n": types.PlaylistCard_PlaylistFragmentDoc,
    "\n  query PlaylistPage($id: ID!, $after: String) {\n    playlist(id: $id) {\n      id\n      name\n      trackCount\n      durationSeconds\n      updatedAt\n      tracks(first: 100, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...PlaylistTrackRow_track\n            ...PlayerItem_track\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.PlaylistPageDocument,
    "\n  fragment PlaylistTrackRow_track on Track {\n    id\n    title\n    artist\n    durationSeconds\n  }\n": types.PlaylistTrackRow_TrackFragmentDoc,
    "\n  mutation MoveTrackInPlaylist($id: ID!, $trackId: ID!, $toIndex: Int!) {\n    moveTrackInPlaylist(input: { playlistId: $id, trackId: $trackId, toIndex: $toIndex }) {\n      id\n      updatedAt\n      tracks(first: 100) {\n        edges {\n          cursor\n          node {\n            id\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.MoveTrackInPlaylistDocument,
    "\n  mutation RemoveTrackFromPlaylist($id: ID!, $trackId: ID!) {\n    removeTrackFromPlaylist(input: { playlistId: $id, trackId: $trackId }) {\n      id\n      trackCount\n      durationSeconds\n      updatedAt\n      tracks(first: 100) {\n        edges {\n          cursor\n          node {\n            id\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.RemoveTrackFromPlaylistDocument,
    "\n  query Playlists($after: String) {\n    playlists(first: 50, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PlaylistCard_playlist\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.PlaylistsDocument,
    "\n  fragment EditProfileDialog_profile on Profile {\n    id\n    user {\n      id\n      artistName\n      role\n      avatar\n    }\n    bio\n    location\n    website\n    handles {\n      spotify\n      soundcloud\n      instagram\n      twitter\n    }\n    stats {\n      monthlyListeners\n      totalStreams\n      followers\n      following\n      totalRevenueUsd\n    }\n  }\n": types.EditProfileDialog_ProfileFragmentDoc,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileSummary_profile\n      ...EditProfileDialog_profile\n      stats {\n        ...ProfileStatsList_stats\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query Profile {\n    profile {\n      id\n      ...ProfileSummary_profile\n      ...EditProfileDialog_profile\n      stats {\n        ...ProfileStatsList_stats\n      }\n    }\n    profileAvatars\n  }\n": types.ProfileDocument,
    "\n  fragment ProfileStatsList_stats on ProfileStats {\n    totalTracks\n    totalProjects\n    connections\n    totalStreams\n    totalRevenueUsd\n    followers\n    following\n    monthlyListeners\n  }\n": types.ProfileStatsList_StatsFragmentDoc,
    "\n  fragment ProfileSummary_profile on Profile {\n    id\n    user {\n      id\n      artistName\n      role\n      avatar\n      plan\n    }\n    bio\n    location\n    website\n    links {\n      platform\n      handle\n      url\n    }\n  }\n": types.ProfileSummary_ProfileFragmentDoc,
    "\n  query ProjectChoices {\n    projects(first: 100) {\n      nodes {\n        id\n        title\n        trackCount\n      }\n    }\n  }\n": types.ProjectChoicesDocument,
    "\n  mutation AttachTrackToProject($input: AttachTrackToProjectInput!) {\n    attachTrackToProject(input: $input) {\n      id\n      trackCount\n      updatedAt\n      ...ProjectTrackList_project\n    }\n  }\n": types.AttachTrackToProjectDocument,
    "\n  mutation DeleteProject($input: DeleteProjectInput!) {\n    deleteProject(input: $input) {\n      id\n    }\n  }\n": types.DeleteProjectDocument,
    "\n  fragment EditProjectDialog_project on Project {\n    id\n    title\n    description\n    genre\n    status\n    bpm\n    key\n    tags\n    collaborators\n  }\n": types.EditProjectDialog_ProjectFragmentDoc,
    "\n  mutation UpdateProject($input: UpdateProjectInput!) {\n    updateProject(input: $input) {\n      id\n      ...EditProjectDialog_project\n      collaboratorCount\n      updatedAt\n      releasedAt\n    }\n  }\n": types.UpdateProjectDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n      ...ProjectCard_project\n      ...ProjectTrackList_project\n    }\n  }\n": types.CreateProjectDocument,
    "\n  fragment ProjectCard_project on Project {\n    id\n    title\n    description\n    status\n    genre\n    artwork\n    tags\n    collaboratorCount\n    trackCount\n    updatedAt\n    ...EditProjectDialog_project\n  }\n": types.ProjectCard_ProjectFragmentDoc,
    "\n  mutation UploadProjectTrack($input: UploadProjectTrackInput!) {\n    uploadProjectTrack(input: $input) {\n      id\n      trackCount\n      updatedAt\n      ...ProjectTrackList_project\n    }\n  }\n": types.UploadProjectTrackDocument,
    "\n  fragment ProjectTrackList_project on Project {\n    id\n    title\n    tracks(first: 50) {\n      totalCount\n      nodes {\n        id\n        status\n        track {\n          id\n          title\n          durationSeconds\n          ...PlayerItem_track\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ProjectTrackList_ProjectFragmentDoc,
    "\n  query MoreProjectTracks($id: ID!, $first: Int!, $after: String!) {\n    project(id: $id) {\n      id\n      tracks(first: $first, after: $after) {\n        totalCount\n        nodes {\n          id\n          status\n          track {\n            id\n            title\n            durationSeconds\n            ...PlayerItem_track\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.MoreProjectTracksDocument,
    "\n  mutation UpdateProjectTrack($input: UpdateProjectTrackInput!) {\n    updateProjectTrack(input: $input) {\n      id\n      updatedAt\n      ...ProjectTrackList_project\n    }\n  }\n": types.UpdateProjectTrackDocument,
    "\n  mutation DetachTrackFromProject($input: DetachTrackFromProjectInput!) {\n    detachTrackFromProject(input: $input) {\n      id\n      trackCount\n      updatedAt\n      ...ProjectTrackList_project\n    }\n  }\n": types.DetachTrackFromProjectDocument,
    "\n  query Projects($status: ProjectStatus, $first: Int, $after: String) {\n    projects(status: $status, first: $first, after: $after) {\n      nodes {\n        id\n        ...ProjectCard_project\n        ...ProjectTrackList_project\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    projectCounts {\n      all\n      draft\n      recording\n      mixing\n      mastering\n      released\n    }\n    projectGenres\n  }\n": types.ProjectsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      id\n    }\n  }\n": types.DeleteAccountDocument,
    "\n  fragment PreferencesPanel_settings on Settings {\n    id\n    theme\n    emailNotifications\n    pushNotifications\n    autoSave\n  }\n": types.PreferencesPanel_SettingsFragmentDoc,
    "\n  query Settings {\n    settings {\n      id\n      ...PreferencesPanel_settings\n    }\n  }\n": types.SettingsDocument,
    "\n  query AccountTheme {\n    settings {\n      id\n      theme\n    }\n  }\n": types.AccountThemeDocument,
    "\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...PreferencesPanel_settings\n    }\n  }\n": types.UpdateSettingsDocument,
    "\n  mutation CreateNote($input: CreateNoteInput!) {\n    createNote(input: $input) {\n      id\n    }\n  }\n": types.CreateNoteDocument,
    "\n  mutation UploadVoiceNote($input: UploadVoiceNoteInput!) {\n    uploadVoiceNote(input: $input) {\n      id\n      type\n    }\n  }\n": types.UploadVoiceNoteDocument,
    "\n  query StudioProjects {\n    projects(first: 100) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n": types.StudioProjectsDocument,
    "\n  fragment LyricEditor_project on Project {\n    id\n    lyrics {\n      id\n      version\n      title\n      content\n    }\n    ...LyricsHistory_project\n  }\n": types.LyricEditor_ProjectFragmentDoc,
    "\n  mutation SaveLyrics($input: SaveLyricsInput!) {\n    saveLyrics(input: $input) {\n      id\n      updatedAt\n      ...LyricEditor_project\n    }\n  }\n": types.SaveLyricsDocument,
    "\n  fragment LyricsHistory_project on Project {\n    id\n    lyricsRevisions {\n      id\n      version\n      title\n      content\n      createdAt\n    }\n  }\n": types.LyricsHistory_ProjectFragmentDoc,
    "\n  mutation RestoreLyrics($input: RestoreLyricsInput!) {\n    restoreLyrics(input: $input) {\n      id\n      updatedAt\n      ...LyricEditor_project\n    }\n  }\n": types.RestoreLyricsDocument,
    "\n  query MentorInsight($id: ID!) {\n    project(id: $id) {\n      id\n      mentorInsight {\n        completionPercent\n        headline\n        nextStep\n      }\n    }\n  }\n": types.MentorInsightDocument,
    "\n  query ProjectNotes($projectId: ID!, $first: Int!, $after: String) {\n    project(id: $projectId) {\n      id\n      notes(first: $first, after: $after) {\n        totalCount\n        nodes {\n          id\n          type\n          content\n          audio {\n            url\n          }\n          audioDurationSeconds\n          createdAt\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.ProjectNotesDocument,
    "\n  mutation DeleteNote($input: DeleteNoteInput!) {\n    deleteNote(input: $input) {\n      id\n    }\n  }\n": types.DeleteNoteDocument,
    "\n  query StudioProject($id: ID!) {\n    project(id: $id) {\n      id\n      title\n      updatedAt\n      ...LyricEditor_project\n      ...ProjectTrackList_project\n    }\n  }\n": types.StudioProjectDocument,
    "\n  query TrackUsage($id: ID!) {\n    track(id: $id) {\n      id\n      playlists(first: 100) {\n        totalCount\n        nodes {\n          id\n          name\n        }\n      }\n      projects(first: 100) {\n        nodes {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.TrackUsageDocument,
    "\n  mutation DeleteTrack($id: ID!) {\n    deleteTrack(input: { trackId: $id }) {\n      id\n    }\n  }\n": types.DeleteTrackDocument,
    "\n  fragment EditTrackDialog_track on Track {\n    id\n    title\n    artist\n    genre\n    key\n    bpm\n    mood\n    cover {\n      url\n    }\n  }\n": types.EditTrackDialog_TrackFragmentDoc,
    "\n  mutation UpdateTrack($input: UpdateTrackInput!) {\n    updateTrack(input: $input) {\n      id\n      ...EditTrackDialog_track\n      ...PlayerItem_track\n    }\n  }\n": types.UpdateTrackDocument,
    "\n  fragment TrackCard_track on Track {\n    id\n    title\n    artist\n    genre\n    key\n    bpm\n    durationSeconds\n    cover {\n      url\n    }\n    ...PlayerItem_track\n    ...EditTrackDialog_track\n  }\n": types.TrackCard_TrackFragmentDoc,
    "\n  mutation UploadTrackCover($input: UploadTrackCoverInput!) {\n    uploadTrackCover(input: $input) {\n      id\n      cover {\n        url\n      }\n      ...PlayerItem_track\n    }\n  }\n": types.UploadTrackCoverDocument,
    "\n  mutation DeleteTrackCover($input: DeleteTrackCoverInput!) {\n    deleteTrackCover(input: $input) {\n      id\n      cover {\n        url\n      }\n      ...PlayerItem_track\n    }\n  }\n": types.DeleteTrackCoverDocument,
    "\n  query Tracks($search: String, $genre: String, $sort: TrackSort, $direction: SortDirection, $after: String) {\n    tracks(search: $search, genre: $genre, sort: $sort, direction: $direction, first: 50, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...TrackCard_track\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    trackGenres\n  }\n": types.TracksDocument,
    "\n  mutation UploadTrack($input: UploadTrackInput!) {\n    uploadTrack(input: $input) {\n      id\n      title\n    }\n  }\n": types.UploadTrackDocument,
    "\n  query UploadGenres {\n    trackGenres\n  }\n": types.UploadGenresDocument,
    "\n  fragment LevelProgress_relationship on ManagerRelationship {\n    chosen\n    level\n    levelName\n    tasksToNextLevel\n  }\n": types.LevelProgress_RelationshipFragmentDoc,
    "\n  query Notifications {\n    notifications {\n      unreadCount\n      openTasksToday\n      notifications(first: 20) {\n        nodes {\n          id\n          kind\n          text\n          preview\n          read\n          updatedAt\n          actor {\n            id\n            avatar\n          }\n        }\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      id\n      read\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  query QuickSwitcherTracks($search: String!) {\n    tracks(search: $search, first: 5, sort: TITLE) {\n      edges {\n        node {\n          id\n          title\n          artist\n        }\n      }\n    }\n  }\n": types.QuickSwitcherTracksDocument,
    "\n  mutation Logout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n": types.LogoutDocument,
    "\n  query WorkspaceUser {\n    me {\n      id\n      artistName\n      email\n      role\n      plan\n      avatar\n      projectCount\n    }\n    manager {\n      ...LevelProgress_relationship\n    }\n  }\n": types.WorkspaceUserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($input: RefreshSessionInput!) {\n    refreshSession(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($input: RefreshSessionInput!) {\n    refreshSession(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AcademyCourses {\n    courses {\n      id\n      ...CourseCard_course\n    }\n  }\n"): (typeof documents)["\n  query AcademyCourses {\n    courses {\n      id\n      ...CourseCard_course\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourseCard_course on Course {\n    id\n    title\n    description\n    level\n    emoji\n    durationMinutes\n    totalLessons\n    started\n    ...CourseProgressBar_course\n  }\n"): (typeof documents)["\n  fragment CourseCard_course on Course {\n    id\n    title\n    description\n    level\n    emoji\n    durationMinutes\n    totalLessons\n    started\n    ...CourseProgressBar_course\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourseProgressBar_course on Course {\n    id\n    title\n    progressPercent\n    completedLessons\n    totalLessons\n  }\n"): (typeof documents)["\n  fragment CourseProgressBar_course on Course {\n    id\n    title\n    progressPercent\n    completedLessons\n    totalLessons\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoursePage($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      emoji\n      level\n      durationMinutes\n      ...CourseProgressBar_course\n      lessons {\n        id\n        ...LessonList_lesson\n        ...LessonPanel_lesson\n      }\n    }\n  }\n"): (typeof documents)["\n  query CoursePage($id: ID!) {\n    course(id: $id) {\n      id\n      title\n      emoji\n      level\n      durationMinutes\n      ...CourseProgressBar_course\n      lessons {\n        id\n        ...LessonList_lesson\n        ...LessonPanel_lesson\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteLesson($input: CompleteLessonInput!) {\n    completeLesson(input: $input) {\n      id\n      started\n      ...CourseProgressBar_course\n      lessons {\n        id\n        completed\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteLesson($input: CompleteLessonInput!) {\n    completeLesson(input: $input) {\n      id\n      started\n      ...CourseProgressBar_course\n      lessons {\n        id\n        completed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UncompleteLesson($input: UncompleteLessonInput!) {\n    uncompleteLesson(input: $input) {\n      id\n      started\n      ...CourseProgressBar_course\n      lessons {\n        id\n        completed\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UncompleteLesson($input: UncompleteLessonInput!) {\n    uncompleteLesson(input: $input) {\n      id\n      started\n      ...CourseProgressBar_course\n      lessons {\n        id\n        completed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LessonList_lesson on Lesson {\n    id\n    title\n    durationMinutes\n    completed\n  }\n"): (typeof documents)["\n  fragment LessonList_lesson on Lesson {\n    id\n    title\n    durationMinutes\n    completed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LessonPanel_lesson on Lesson {\n    id\n    title\n    durationMinutes\n    paragraphs\n    completed\n  }\n"): (typeof documents)["\n  fragment LessonPanel_lesson on Lesson {\n    id\n    title\n    durationMinutes\n    paragraphs\n    completed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCourse($input: StartCourseInput!) {\n    startCourse(input: $input) {\n      id\n      started\n      ...CourseProgressBar_course\n    }\n  }\n"): (typeof documents)["\n  mutation StartCourse($input: StartCourseInput!) {\n    startCourse(input: $input) {\n      id\n      started\n      ...CourseProgressBar_course\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    me {\n      id\n      email\n    }\n    dashboardStats {\n      totalTracks\n      storageBytes\n      recentUploads {\n        id\n        title\n        artist\n        durationSeconds\n        createdAt\n      }\n      quickStats {\n        genres {\n          name\n          count\n        }\n        moods {\n          name\n          count\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    me {\n      id\n      email\n    }\n    dashboardStats {\n      totalTracks\n      storageBytes\n      recentUploads {\n        id\n        title\n        artist\n        durationSeconds\n        createdAt\n      }\n      quickStats {\n        genres {\n          name\n          count\n        }\n        moods {\n          name\n          count\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodaysPlan {\n    todaysPlan {\n      ...ActionPlan_task\n    }\n  }\n  fragment ActionPlan_task on ManagerTask {\n    id\n    title\n    description\n    category\n    priority\n    estimatedMinutes\n    impact\n    reasoning\n    successMetrics\n    deadline\n    completedAt\n  }\n"): (typeof documents)["\n  query TodaysPlan {\n    todaysPlan {\n      ...ActionPlan_task\n    }\n  }\n  fragment ActionPlan_task on ManagerTask {\n    id\n    title\n    description\n    category\n    priority\n    estimatedMinutes\n    impact\n    reasoning\n    successMetrics\n    deadline\n    completedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlanToday {\n    planToday {\n      ...ActionPlan_task\n    }\n  }\n"): (typeof documents)["\n  mutation PlanToday {\n    planToday {\n      ...ActionPlan_task\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteManagerTask($input: CompleteManagerTaskInput!) {\n    completeManagerTask(input: $input) {\n      id\n      completedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteManagerTask($input: CompleteManagerTaskInput!) {\n    completeManagerTask(input: $input) {\n      id\n      completedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiManager {\n    manager {\n      chosen\n      ...ManagerHeader_relationship\n    }\n    managerPersonas {\n      style\n      ...ManagerChooser_persona\n    }\n  }\n"): (typeof documents)["\n  query AiManager {\n    manager {\n      chosen\n      ...ManagerHeader_relationship\n    }\n    managerPersonas {\n      style\n      ...ManagerChooser_persona\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagerConversation($last: Int!, $before: String) {\n    managerConversation(last: $last, before: $before) {\n      edges {\n        cursor\n        node {\n          id\n          author\n          content\n        }\n      }\n      pageInfo {\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManagerConversation($last: Int!, $before: String) {\n    managerConversation(last: $last, before: $before) {\n      edges {\n        cursor\n        node {\n          id\n          author\n          content\n        }\n      }\n      pageInfo {\n        hasPreviousPage\n        startCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AskManager($input: AskManagerInput!) {\n    askManager(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AskManager($input: AskManagerInput!) {\n    askManager(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CareerOutlook {\n    careerOutlook {\n      missingFigures\n      pathway {\n        level\n        totalLevels\n        confidencePercent\n        nextMilestone\n        estimatedTime\n      }\n      growth {\n        metric\n        current\n        predicted\n      }\n    }\n  }\n"): (typeof documents)["\n  query CareerOutlook {\n    careerOutlook {\n      missingFigures\n      pathway {\n        level\n        totalLevels\n        confidencePercent\n        nextMilestone\n        estimatedTime\n      }\n      growth {\n        metric\n        current\n        predicted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagerChooser_persona on ManagerPersona {\n    style\n    name\n    title\n    avatar\n    description\n    traits\n  }\n"): (typeof documents)["\n  fragment ManagerChooser_persona on ManagerPersona {\n    style\n    name\n    title\n    avatar\n    description\n    traits\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChooseManager($input: ChooseManagerInput!) {\n    chooseManager(input: $input) {\n      chosen\n    }\n  }\n"): (typeof documents)["\n  mutation ChooseManager($input: ChooseManagerInput!) {\n    chooseManager(input: $input) {\n      chosen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagerHeader_relationship on ManagerRelationship {\n    satisfaction\n    level\n    levelName\n    tasksToNextLevel\n    persona {\n      style\n      name\n      title\n      avatar\n      description\n    }\n  }\n"): (typeof documents)["\n  fragment ManagerHeader_relationship on ManagerRelationship {\n    satisfaction\n    level\n    levelName\n    tasksToNextLevel\n    persona {\n      style\n      name\n      title\n      avatar\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArtistCard_artist on Artist {\n    id\n    artistName\n    role\n    avatar\n    genre\n    connected\n    connectsBack\n    mutual\n  }\n"): (typeof documents)["\n  fragment ArtistCard_artist on Artist {\n    id\n    artistName\n    role\n    avatar\n    genre\n    connected\n    connectsBack\n    mutual\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArtistSearch($name: String!, $after: String) {\n    artistSearch(name: $name, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ArtistCard_artist\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArtistSearch($name: String!, $after: String) {\n    artistSearch(name: $name, first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ArtistCard_artist\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversation($artistId: ID!, $last: Int!, $before: String) {\n    conversation(artistId: $artistId) {\n      canMessage\n      artist {\n        id\n        artistName\n      }\n      messages(last: $last, before: $before) {\n        edges {\n          cursor\n          node {\n            id\n            body\n            sentAt\n            fromMe\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Conversation($artistId: ID!, $last: Int!, $before: String) {\n    conversation(artistId: $artistId) {\n      canMessage\n      artist {\n        id\n        artistName\n      }\n      messages(last: $last, before: $before) {\n        edges {\n          cursor\n          node {\n            id\n            body\n            sentAt\n            fromMe\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendDirectMessage($input: SendDirectMessageInput!) {\n    sendDirectMessage(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SendDirectMessage($input: SendDirectMessageInput!) {\n    sendDirectMessage(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Network($first: Int!) {\n    network {\n      connectionCount\n      mutualCount\n      connections(first: $first) {\n        ...NetworkRoute_artistPage\n      }\n      requests(first: $first) {\n        ...NetworkRoute_artistPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Network($first: Int!) {\n    network {\n      connectionCount\n      mutualCount\n      connections(first: $first) {\n        ...NetworkRoute_artistPage\n      }\n      requests(first: $first) {\n        ...NetworkRoute_artistPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NetworkRoute_artistPage on ArtistConnection {\n    edges {\n      cursor\n      node {\n        id\n        ...ArtistCard_artist\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  fragment NetworkRoute_artistPage on ArtistConnection {\n    edges {\n      cursor\n      node {\n        id\n        ...ArtistCard_artist\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoreNetworkConnections($first: Int!, $after: String) {\n    network {\n      connections(first: $first, after: $after) {\n        ...NetworkRoute_artistPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query MoreNetworkConnections($first: Int!, $after: String) {\n    network {\n      connections(first: $first, after: $after) {\n        ...NetworkRoute_artistPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoreNetworkRequests($first: Int!, $after: String) {\n    network {\n      requests(first: $first, after: $after) {\n        ...NetworkRoute_artistPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query MoreNetworkRequests($first: Int!, $after: String) {\n    network {\n      requests(first: $first, after: $after) {\n        ...NetworkRoute_artistPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConnectWithArtist($input: ConnectWithArtistInput!) {\n    connectWithArtist(input: $input) {\n      ...ArtistCard_artist\n    }\n  }\n"): (typeof documents)["\n  mutation ConnectWithArtist($input: ConnectWithArtistInput!) {\n    connectWithArtist(input: $input) {\n      ...ArtistCard_artist\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisconnectFromArtist($input: DisconnectFromArtistInput!) {\n    disconnectFromArtist(input: $input) {\n      ...ArtistCard_artist\n    }\n  }\n"): (typeof documents)["\n  mutation DisconnectFromArtist($input: DisconnectFromArtistInput!) {\n    disconnectFromArtist(input: $input) {\n      ...ArtistCard_artist\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerWaveform($id: ID!) {\n    track(id: $id) {\n      id\n      waveform(points: 800) {\n        min\n        max\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlayerWaveform($id: ID!) {\n    track(id: $id) {\n      id\n      waveform(points: 800) {\n        min\n        max\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FreshTrackAudioUrl($id: ID!) {\n    track(id: $id) {\n      id\n      audio {\n        url\n      }\n      ...PlayerItem_track\n    }\n  }\n"): (typeof documents)["\n  query FreshTrackAudioUrl($id: ID!) {\n    track(id: $id) {\n      id\n      audio {\n        url\n      }\n      ...PlayerItem_track\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FreshNoteAudio($id: ID!) {\n    node(id: $id) {\n      id\n      ... on Note {\n        audio {\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FreshNoteAudio($id: ID!) {\n    node(id: $id) {\n      id\n      ... on Note {\n        audio {\n          url\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayerItem_track on Track {\n    id\n    title\n    artist\n    durationSeconds\n    cover {\n      url\n    }\n    largeCover: cover(size: LARGE) {\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment PlayerItem_track on Track {\n    id\n    title\n    artist\n    durationSeconds\n    cover {\n      url\n    }\n    largeCover: cover(size: LARGE) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTrackToPlaylist($id: ID!, $trackIds: [ID!]!) {\n    addTracksToPlaylist(input: { playlistId: $id, trackIds: $trackIds }) {\n      id\n      trackCount\n      durationSeconds\n      updatedAt\n      tracks(first: 100) {\n        edges {\n          cursor\n          node {\n            id\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddTrackToPlaylist($id: ID!, $trackIds: [ID!]!) {\n    addTracksToPlaylist(input: { playlistId: $id, trackIds: $trackIds }) {\n      id\n      trackCount\n      durationSeconds\n      updatedAt\n      tracks(first: 100) {\n        edges {\n          cursor\n          node {\n            id\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaylistsHoldingTrack($trackId: ID!) {\n    track(id: $trackId) {\n      id\n      playlists(first: 100) {\n        nodes {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlaylistsHoldingTrack($trackId: ID!) {\n    track(id: $trackId) {\n      id\n      playlists(first: 100) {\n        nodes {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlaylist($name: String!, $clientMutationId: String) {\n    createPlaylist(input: { name: $name, clientMutationId: $clientMutationId }) {\n      id\n      ...PlaylistCard_playlist\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePlaylist($name: String!, $clientMutationId: String) {\n    createPlaylist(input: { name: $name, clientMutationId: $clientMutationId }) {\n      id\n      ...PlaylistCard_playlist\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlaylist($id: ID!, $name: String!) {\n    updatePlaylist(input: { playlistId: $id, name: $name }) {\n      id\n      name\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlaylist($id: ID!, $name: String!) {\n    updatePlaylist(input: { playlistId: $id, name: $name }) {\n      id\n      name\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePlaylist($id: ID!) {\n    deletePlaylist(input: { playlistId: $id }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePlaylist($id: ID!) {\n    deletePlaylist(input: { playlistId: $id }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaylistCard_playlist on Playlist {\n    id\n    name\n    trackCount\n    durationSeconds\n  }\n"): (typeof documents)["\n  fragment PlaylistCard_playlist on Playlist {\n    id\n    name\n    trackCount\n    durationSeconds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaylistPage($id: ID!, $after: String) {\n    playlist(id: $id) {\n      id\n      name\n      trackCount\n      durationSeconds\n      updatedAt\n      tracks(first: 100, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...PlaylistTrackRow_track\n            ...PlayerItem_track\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlaylistPage($id: ID!, $after: String) {\n    playlist(id: $id) {\n      id\n      name\n      trackCount\n      durationSeconds\n      updatedAt\n      tracks(first: 100, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...PlaylistTrackRow_track\n            ...PlayerItem_track\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaylistTrackRow_track on Track {\n    id\n    title\n    artist\n    durationSeconds\n  }\n"): (typeof documents)["\n  fragment PlaylistTrackRow_track on Track {\n    id\n    title\n    artist\n    durationSeconds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveTrackInPlaylist($id: ID!, $trackId: ID!, $toIndex: Int!) {\n    moveTrackInPlaylist(input: { playlistId: $id, trackId: $trackId, toIndex: $toIndex }) {\n      id\n      updatedAt\n      tracks(first: 100) {\n        edges {\n          cursor\n          node {\n            id\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MoveTrackInPlaylist($id: ID!, $trackId: ID!, $toIndex: Int!) {\n    moveTrackInPlaylist(input: { playlistId: $id, trackId: $trackId, toIndex: $toIndex }) {\n      id\n      updatedAt\n      tracks(first: 100) {\n        edges {\n          cursor\n          node {\n            id\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTrackFromPlaylist($id: ID!, $trackId: ID!) {\n    removeTrackFromPlaylist(input: { playlistId: $id, trackId: $trackId }) {\n      id\n      trackCount\n      durationSeconds\n      updatedAt\n      tracks(first: 100) {\n        edges {\n          cursor\n          node {\n            id\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveTrackFromPlaylist($id: ID!, $trackId: ID!) {\n    removeTrackFromPlaylist(input: { playlistId: $id, trackId: $trackId }) {\n      id\n      trackCount\n      durationSeconds\n      updatedAt\n      tracks(first: 100) {\n        edges {\n          cursor\n          node {\n            id\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Playlists($after: String) {\n    playlists(first: 50, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PlaylistCard_playlist\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Playlists($after: String) {\n    playlists(first: 50, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...PlaylistCard_playlist\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditProfileDialog_profile on Profile {\n    id\n    user {\n      id\n      artistName\n      role\n      avatar\n    }\n    bio\n    location\n    website\n    handles {\n      spotify\n      soundcloud\n      instagram\n      twitter\n    }\n    stats {\n      monthlyListeners\n      totalStreams\n      followers\n      following\n      totalRevenueUsd\n    }\n  }\n"): (typeof documents)["\n  fragment EditProfileDialog_profile on Profile {\n    id\n    user {\n      id\n      artistName\n      role\n      avatar\n    }\n    bio\n    location\n    website\n    handles {\n      spotify\n      soundcloud\n      instagram\n      twitter\n    }\n    stats {\n      monthlyListeners\n      totalStreams\n      followers\n      following\n      totalRevenueUsd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileSummary_profile\n      ...EditProfileDialog_profile\n      stats {\n        ...ProfileStatsList_stats\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileSummary_profile\n      ...EditProfileDialog_profile\n      stats {\n        ...ProfileStatsList_stats\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    profile {\n      id\n      ...ProfileSummary_profile\n      ...EditProfileDialog_profile\n      stats {\n        ...ProfileStatsList_stats\n      }\n    }\n    profileAvatars\n  }\n"): (typeof documents)["\n  query Profile {\n    profile {\n      id\n      ...ProfileSummary_profile\n      ...EditProfileDialog_profile\n      stats {\n        ...ProfileStatsList_stats\n      }\n    }\n    profileAvatars\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileStatsList_stats on ProfileStats {\n    totalTracks\n    totalProjects\n    connections\n    totalStreams\n    totalRevenueUsd\n    followers\n    following\n    monthlyListeners\n  }\n"): (typeof documents)["\n  fragment ProfileStatsList_stats on ProfileStats {\n    totalTracks\n    totalProjects\n    connections\n    totalStreams\n    totalRevenueUsd\n    followers\n    following\n    monthlyListeners\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileSummary_profile on Profile {\n    id\n    user {\n      id\n      artistName\n      role\n      avatar\n      plan\n    }\n    bio\n    location\n    website\n    links {\n      platform\n      handle\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileSummary_profile on Profile {\n    id\n    user {\n      id\n      artistName\n      role\n      avatar\n      plan\n    }\n    bio\n    location\n    website\n    links {\n      platform\n      handle\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectChoices {\n    projects(first: 100) {\n      nodes {\n        id\n        title\n        trackCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectChoices {\n    projects(first: 100) {\n      nodes {\n        id\n        title\n        trackCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachTrackToProject($input: AttachTrackToProjectInput!) {\n    attachTrackToProject(input: $input) {\n      id\n      trackCount\n      updatedAt\n      ...ProjectTrackList_project\n    }\n  }\n"): (typeof documents)["\n  mutation AttachTrackToProject($input: AttachTrackToProjectInput!) {\n    attachTrackToProject(input: $input) {\n      id\n      trackCount\n      updatedAt\n      ...ProjectTrackList_project\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProject($input: DeleteProjectInput!) {\n    deleteProject(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProject($input: DeleteProjectInput!) {\n    deleteProject(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditProjectDialog_project on Project {\n    id\n    title\n    description\n    genre\n    status\n    bpm\n    key\n    tags\n    collaborators\n  }\n"): (typeof documents)["\n  fragment EditProjectDialog_project on Project {\n    id\n    title\n    description\n    genre\n    status\n    bpm\n    key\n    tags\n    collaborators\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProject($input: UpdateProjectInput!) {\n    updateProject(input: $input) {\n      id\n      ...EditProjectDialog_project\n      collaboratorCount\n      updatedAt\n      releasedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProject($input: UpdateProjectInput!) {\n    updateProject(input: $input) {\n      id\n      ...EditProjectDialog_project\n      collaboratorCount\n      updatedAt\n      releasedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n      ...ProjectCard_project\n      ...ProjectTrackList_project\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      id\n      ...ProjectCard_project\n      ...ProjectTrackList_project\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectCard_project on Project {\n    id\n    title\n    description\n    status\n    genre\n    artwork\n    tags\n    collaboratorCount\n    trackCount\n    updatedAt\n    ...EditProjectDialog_project\n  }\n"): (typeof documents)["\n  fragment ProjectCard_project on Project {\n    id\n    title\n    description\n    status\n    genre\n    artwork\n    tags\n    collaboratorCount\n    trackCount\n    updatedAt\n    ...EditProjectDialog_project\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadProjectTrack($input: UploadProjectTrackInput!) {\n    uploadProjectTrack(input: $input) {\n      id\n      trackCount\n      updatedAt\n      ...ProjectTrackList_project\n    }\n  }\n"): (typeof documents)["\n  mutation UploadProjectTrack($input: UploadProjectTrackInput!) {\n    uploadProjectTrack(input: $input) {\n      id\n      trackCount\n      updatedAt\n      ...ProjectTrackList_project\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectTrackList_project on Project {\n    id\n    title\n    tracks(first: 50) {\n      totalCount\n      nodes {\n        id\n        status\n        track {\n          id\n          title\n          durationSeconds\n          ...PlayerItem_track\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectTrackList_project on Project {\n    id\n    title\n    tracks(first: 50) {\n      totalCount\n      nodes {\n        id\n        status\n        track {\n          id\n          title\n          durationSeconds\n          ...PlayerItem_track\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoreProjectTracks($id: ID!, $first: Int!, $after: String!) {\n    project(id: $id) {\n      id\n      tracks(first: $first, after: $after) {\n        totalCount\n        nodes {\n          id\n          status\n          track {\n            id\n            title\n            durationSeconds\n            ...PlayerItem_track\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MoreProjectTracks($id: ID!, $first: Int!, $after: String!) {\n    project(id: $id) {\n      id\n      tracks(first: $first, after: $after) {\n        totalCount\n        nodes {\n          id\n          status\n          track {\n            id\n            title\n            durationSeconds\n            ...PlayerItem_track\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProjectTrack($input: UpdateProjectTrackInput!) {\n    updateProjectTrack(input: $input) {\n      id\n      updatedAt\n      ...ProjectTrackList_project\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProjectTrack($input: UpdateProjectTrackInput!) {\n    updateProjectTrack(input: $input) {\n      id\n      updatedAt\n      ...ProjectTrackList_project\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DetachTrackFromProject($input: DetachTrackFromProjectInput!) {\n    detachTrackFromProject(input: $input) {\n      id\n      trackCount\n      updatedAt\n      ...ProjectTrackList_project\n    }\n  }\n"): (typeof documents)["\n  mutation DetachTrackFromProject($input: DetachTrackFromProjectInput!) {\n    detachTrackFromProject(input: $input) {\n      id\n      trackCount\n      updatedAt\n      ...ProjectTrackList_project\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Projects($status: ProjectStatus, $first: Int, $after: String) {\n    projects(status: $status, first: $first, after: $after) {\n      nodes {\n        id\n        ...ProjectCard_project\n        ...ProjectTrackList_project\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    projectCounts {\n      all\n      draft\n      recording\n      mixing\n      mastering\n      released\n    }\n    projectGenres\n  }\n"): (typeof documents)["\n  query Projects($status: ProjectStatus, $first: Int, $after: String) {\n    projects(status: $status, first: $first, after: $after) {\n      nodes {\n        id\n        ...ProjectCard_project\n        ...ProjectTrackList_project\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    projectCounts {\n      all\n      draft\n      recording\n      mixing\n      mastering\n      released\n    }\n    projectGenres\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PreferencesPanel_settings on Settings {\n    id\n    theme\n    emailNotifications\n    pushNotifications\n    autoSave\n  }\n"): (typeof documents)["\n  fragment PreferencesPanel_settings on Settings {\n    id\n    theme\n    emailNotifications\n    pushNotifications\n    autoSave\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Settings {\n    settings {\n      id\n      ...PreferencesPanel_settings\n    }\n  }\n"): (typeof documents)["\n  query Settings {\n    settings {\n      id\n      ...PreferencesPanel_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountTheme {\n    settings {\n      id\n      theme\n    }\n  }\n"): (typeof documents)["\n  query AccountTheme {\n    settings {\n      id\n      theme\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...PreferencesPanel_settings\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...PreferencesPanel_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNote($input: CreateNoteInput!) {\n    createNote(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNote($input: CreateNoteInput!) {\n    createNote(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadVoiceNote($input: UploadVoiceNoteInput!) {\n    uploadVoiceNote(input: $input) {\n      id\n      type\n    }\n  }\n"): (typeof documents)["\n  mutation UploadVoiceNote($input: UploadVoiceNoteInput!) {\n    uploadVoiceNote(input: $input) {\n      id\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudioProjects {\n    projects(first: 100) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query StudioProjects {\n    projects(first: 100) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LyricEditor_project on Project {\n    id\n    lyrics {\n      id\n      version\n      title\n      content\n    }\n    ...LyricsHistory_project\n  }\n"): (typeof documents)["\n  fragment LyricEditor_project on Project {\n    id\n    lyrics {\n      id\n      version\n      title\n      content\n    }\n    ...LyricsHistory_project\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLyrics($input: SaveLyricsInput!) {\n    saveLyrics(input: $input) {\n      id\n      updatedAt\n      ...LyricEditor_project\n    }\n  }\n"): (typeof documents)["\n  mutation SaveLyrics($input: SaveLyricsInput!) {\n    saveLyrics(input: $input) {\n      id\n      updatedAt\n      ...LyricEditor_project\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LyricsHistory_project on Project {\n    id\n    lyricsRevisions {\n      id\n      version\n      title\n      content\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment LyricsHistory_project on Project {\n    id\n    lyricsRevisions {\n      id\n      version\n      title\n      content\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreLyrics($input: RestoreLyricsInput!) {\n    restoreLyrics(input: $input) {\n      id\n      updatedAt\n      ...LyricEditor_project\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreLyrics($input: RestoreLyricsInput!) {\n    restoreLyrics(input: $input) {\n      id\n      updatedAt\n      ...LyricEditor_project\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MentorInsight($id: ID!) {\n    project(id: $id) {\n      id\n      mentorInsight {\n        completionPercent\n        headline\n        nextStep\n      }\n    }\n  }\n"): (typeof documents)["\n  query MentorInsight($id: ID!) {\n    project(id: $id) {\n      id\n      mentorInsight {\n        completionPercent\n        headline\n        nextStep\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectNotes($projectId: ID!, $first: Int!, $after: String) {\n    project(id: $projectId) {\n      id\n      notes(first: $first, after: $after) {\n        totalCount\n        nodes {\n          id\n          type\n          content\n          audio {\n            url\n          }\n          audioDurationSeconds\n          createdAt\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectNotes($projectId: ID!, $first: Int!, $after: String) {\n    project(id: $projectId) {\n      id\n      notes(first: $first, after: $after) {\n        totalCount\n        nodes {\n          id\n          type\n          content\n          audio {\n            url\n          }\n          audioDurationSeconds\n          createdAt\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNote($input: DeleteNoteInput!) {\n    deleteNote(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteNote($input: DeleteNoteInput!) {\n    deleteNote(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudioProject($id: ID!) {\n    project(id: $id) {\n      id\n      title\n      updatedAt\n      ...LyricEditor_project\n      ...ProjectTrackList_project\n    }\n  }\n"): (typeof documents)["\n  query StudioProject($id: ID!) {\n    project(id: $id) {\n      id\n      title\n      updatedAt\n      ...LyricEditor_project\n      ...ProjectTrackList_project\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackUsage($id: ID!) {\n    track(id: $id) {\n      id\n      playlists(first: 100) {\n        totalCount\n        nodes {\n          id\n          name\n        }\n      }\n      projects(first: 100) {\n        nodes {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrackUsage($id: ID!) {\n    track(id: $id) {\n      id\n      playlists(first: 100) {\n        totalCount\n        nodes {\n          id\n          name\n        }\n      }\n      projects(first: 100) {\n        nodes {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTrack($id: ID!) {\n    deleteTrack(input: { trackId: $id }) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTrack($id: ID!) {\n    deleteTrack(input: { trackId: $id }) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditTrackDialog_track on Track {\n    id\n    title\n    artist\n    genre\n    key\n    bpm\n    mood\n    cover {\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment EditTrackDialog_track on Track {\n    id\n    title\n    artist\n    genre\n    key\n    bpm\n    mood\n    cover {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTrack($input: UpdateTrackInput!) {\n    updateTrack(input: $input) {\n      id\n      ...EditTrackDialog_track\n      ...PlayerItem_track\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTrack($input: UpdateTrackInput!) {\n    updateTrack(input: $input) {\n      id\n      ...EditTrackDialog_track\n      ...PlayerItem_track\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrackCard_track on Track {\n    id\n    title\n    artist\n    genre\n    key\n    bpm\n    durationSeconds\n    cover {\n      url\n    }\n    ...PlayerItem_track\n    ...EditTrackDialog_track\n  }\n"): (typeof documents)["\n  fragment TrackCard_track on Track {\n    id\n    title\n    artist\n    genre\n    key\n    bpm\n    durationSeconds\n    cover {\n      url\n    }\n    ...PlayerItem_track\n    ...EditTrackDialog_track\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadTrackCover($input: UploadTrackCoverInput!) {\n    uploadTrackCover(input: $input) {\n      id\n      cover {\n        url\n      }\n      ...PlayerItem_track\n    }\n  }\n"): (typeof documents)["\n  mutation UploadTrackCover($input: UploadTrackCoverInput!) {\n    uploadTrackCover(input: $input) {\n      id\n      cover {\n        url\n      }\n      ...PlayerItem_track\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTrackCover($input: DeleteTrackCoverInput!) {\n    deleteTrackCover(input: $input) {\n      id\n      cover {\n        url\n      }\n      ...PlayerItem_track\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTrackCover($input: DeleteTrackCoverInput!) {\n    deleteTrackCover(input: $input) {\n      id\n      cover {\n        url\n      }\n      ...PlayerItem_track\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tracks($search: String, $genre: String, $sort: TrackSort, $direction: SortDirection, $after: String) {\n    tracks(search: $search, genre: $genre, sort: $sort, direction: $direction, first: 50, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...TrackCard_track\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    trackGenres\n  }\n"): (typeof documents)["\n  query Tracks($search: String, $genre: String, $sort: TrackSort, $direction: SortDirection, $after: String) {\n    tracks(search: $search, genre: $genre, sort: $sort, direction: $direction, first: 50, after: $after) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...TrackCard_track\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    trackGenres\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadTrack($input: UploadTrackInput!) {\n    uploadTrack(input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation UploadTrack($input: UploadTrackInput!) {\n    uploadTrack(input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UploadGenres {\n    trackGenres\n  }\n"): (typeof documents)["\n  query UploadGenres {\n    trackGenres\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LevelProgress_relationship on ManagerRelationship {\n    chosen\n    level\n    levelName\n    tasksToNextLevel\n  }\n"): (typeof documents)["\n  fragment LevelProgress_relationship on ManagerRelationship {\n    chosen\n    level\n    levelName\n    tasksToNextLevel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications {\n    notifications {\n      unreadCount\n      openTasksToday\n      notifications(first: 20) {\n        nodes {\n          id\n          kind\n          text\n          preview\n          read\n          updatedAt\n          actor {\n            id\n            avatar\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications {\n    notifications {\n      unreadCount\n      openTasksToday\n      notifications(first: 20) {\n        nodes {\n          id\n          kind\n          text\n          preview\n          read\n          updatedAt\n          actor {\n            id\n            avatar\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickSwitcherTracks($search: String!) {\n    tracks(search: $search, first: 5, sort: TITLE) {\n      edges {\n        node {\n          id\n          title\n          artist\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuickSwitcherTracks($search: String!) {\n    tracks(search: $search, first: 5, sort: TITLE) {\n      edges {\n        node {\n          id\n          title\n          artist\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n"): (typeof documents)["\n  mutation Logout($input: LogoutInput!) {\n    logout(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceUser {\n    me {\n      id\n      artistName\n      email\n      role\n      plan\n      avatar\n      projectCount\n    }\n    manager {\n      ...LevelProgress_relationship\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceUser {\n    me {\n      id\n      artistName\n      email\n      role\n      plan\n      avatar\n      projectCount\n    }\n    manager {\n      ...LevelProgress_relationship\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;