"""The arena: seeded bot-against-bot runs into a results file, reports and balance studies."""
