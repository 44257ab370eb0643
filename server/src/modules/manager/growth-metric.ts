import { registerEnumType } from 'type-graphql';

/** What a growth prediction is about; each is read from one figure on the artist's profile. */
export enum GrowthMetric {
  STREAMS = 'STREAMS',
  FOLLOWERS = 'FOLLOWERS',
  REVENUE = 'REVENUE',
}
registerEnumType(GrowthMetric, {
  name: 'GrowthMetric',
  description:
    "What a growth prediction is about: the profile's totalStreams, followers, or totalRevenueUsd (in US dollars).",
});
