import { registerEnumType } from 'type-graphql';

/** A figure the career outlook reads, named after the profile field the artist enters it in. */
export enum OutlookFigure {
  MONTHLY_LISTENERS = 'MONTHLY_LISTENERS',
  TOTAL_STREAMS = 'TOTAL_STREAMS',
  FOLLOWERS = 'FOLLOWERS',
  TOTAL_REVENUE = 'TOTAL_REVENUE',
}
registerEnumType(OutlookFigure, {
  name: 'OutlookFigure',
  description:
    "A figure the outlook reads: the profile's monthlyListeners, totalStreams, followers, totalRevenueUsd.",
});
