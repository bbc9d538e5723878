// support: the subprocess runner, the file layer, strict JSON, sha256, the AMDGPU mach table.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <thread>
#include <tuple>

#include "paritykit/support/amdgpu.h"
#include "paritykit/support/cache.h"
#include "paritykit/support/elf.h"
#include "paritykit/support/file.h"
#include "paritykit/support/json.h"
#include "paritykit/support/line_process.h"
#include "paritykit/support/process.h"
#include "paritykit/support/sha256.h"
#include "elf_image.h"
#include "temp_dir.h"
#include "test_process.h"

namespace fs = std::filesystem;
using namespace paritykit::support;
using namespace std::chrono_literals;

namespace {

// ------------------------------------------------------------------ run_process

ProcessOptions with_timeout(std::chrono::milliseconds t) {
  ProcessOptions o;
  o.timeout = t;
  return o;
}

TEST(RunProcess, ExitStderrTimeoutAndSpawnFailure) {
  EXPECT_TRUE(run_process({"/bin/true"}, with_timeout(5s)).ok());
  ProcessResult fail = run_process({"/bin/sh", "-c", "echo oops >&2; exit 3"}, with_timeout(5s));
  EXPECT_EQ(fail.exit_code, 3);
  EXPECT_EQ(fail.stderr_text, "oops\n");
  EXPECT_EQ(fail.describe(), "exit 3");
  const auto t0 = std::chrono::steady_clock::now();
  ProcessResult slow = run_process({"/bin/sleep", "10"}, with_timeout(200ms));
  EXPECT_TRUE(slow.timed_out);
  EXPECT_FALSE(slow.ok());
  EXPECT_EQ(slow.exit_code, -1);
  EXPECT_EQ(slow.describe(), "timed out and was killed");
  EXPECT_LT(std::chrono::steady_clock::now() - t0, 5s);
  ProcessResult missing = run_process({"/nonexistent/tool"}, with_timeout(1s));
  EXPECT_FALSE(missing.ok());
  EXPECT_NE(missing.describe().find("cannot start"), std::string::npos);
  EXPECT_NE(missing.spawn_error.find("/nonexistent/tool"), std::string::npos) << missing.spawn_error;
  ProcessOptions in_path = with_timeout(1s);
  in_path.search_path = true;
  EXPECT_FALSE(run_process({"no-such-program-anywhere"}, in_path).spawn_error.empty());
  EXPECT_FALSE(run_process({}, in_path).ok());
}

TEST(RunProcess, SignalIsReported) {
  ProcessResult r = run_process({"/bin/sh", "-c", "kill -SEGV $$"}, with_timeout(5s));
  EXPECT_EQ(r.signal, SIGSEGV);
  EXPECT_EQ(r.exit_code, -1);
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.describe().find("killed by signal 11"), std::string::npos) << r.describe();
}

TEST(RunProcess, CapturesStdoutAndStderrApartAndCapsThem) {
  ProcessOptions o = with_timeout(10s);
  o.out = Output::Capture;
  ProcessResult both = run_process({"/bin/sh", "-c", "echo out; echo err >&2"}, o);
  EXPECT_EQ(both.stdout_text, "out\n");
  EXPECT_EQ(both.stderr_text, "err\n");
  // 1 MiB on stderr, cap 1000: the first 1000 bytes kept, the child is not blocked by a full pipe.
  o.out = Output::Discard;
  o.cap = 1000;
  ProcessResult big = run_process({"/bin/sh", "-c", "head -c 1048576 /dev/zero | tr '\\0' x >&2; echo end >&2"}, o);
  EXPECT_TRUE(big.ok()) << big.describe();
  EXPECT_EQ(big.stderr_text, std::string(1000, 'x'));
  o.keep_tail = true;
  ProcessResult tail = run_process({"/bin/sh", "-c", "head -c 1048576 /dev/zero | tr '\\0' x >&2; echo end >&2"}, o);
  ASSERT_EQ(tail.stderr_text.size(), 1000u);
  EXPECT_TRUE(tail.stderr_text.ends_with("xxend\n")) << tail.stderr_text.substr(990);
}

TEST(RunProcess, MergedOutputCwdAndPathSearch) {
  TempDir dir;
  ProcessOptions o = with_timeout(10s);
  o.out = Output::Capture;
  o.err = Output::Merge;
  o.cwd = dir.path;
  o.search_path = true;
  ProcessResult r = run_process({"sh", "-c", "echo out; echo err >&2; pwd; exit 3"}, o);
  EXPECT_EQ(r.exit_code, 3);
  EXPECT_EQ(r.stdout_text, "out\nerr\n" + fs::canonical(dir.path).string() + "\n");
  EXPECT_TRUE(r.stderr_text.empty());
  o.cwd = dir.path / "missing";
  EXPECT_FALSE(run_process({"true"}, o).spawn_error.empty());
}

TEST(RunProcess, OwnGroupIsKilledWholeOnTimeout) {
  // A grandchild that would keep the pipe open: the whole group goes.
  const auto [slow, grandchild] = pk_test::time_out_with_a_grandchild([](const auto& argv, auto timeout) {
    ProcessOptions o = with_timeout(timeout);
    o.out = Output::Capture;
    o.err = Output::Merge;
    o.own_group = true;
    return run_process(argv, o);
  });
  ASSERT_NE(grandchild, 0) << "the grandchild never started before the timeout";
  EXPECT_TRUE(slow.timed_out);
  EXPECT_LT(slow.seconds, 10);
  EXPECT_TRUE(pk_test::gone_soon(grandchild)) << "the grandchild " << grandchild << " went with the group";
}

TEST(RunProcess, InterruptionStopsTheGroup) {
  std::atomic<bool> stop{false};
  ProcessOptions o;
  o.own_group = true;
  o.interrupt = &stop;
  std::thread later([&] {
    std::this_thread::sleep_for(200ms);
    stop = true;
  });
  ProcessResult r = run_process({"/bin/sh", "-c", "sleep 30 & sleep 30"}, o);
  later.join();
  EXPECT_TRUE(r.interrupted);
  EXPECT_FALSE(r.timed_out);
  EXPECT_FALSE(r.ok());
  EXPECT_LT(r.seconds, 10);
  EXPECT_EQ(r.describe(), "interrupted");
}

// With SIGCHLD ignored (inherited from a parent that ignores it) the kernel reaps the child unseen:
// its status cannot be had, and a crash must not read as exit 0. Both runners fail closed.
TEST(RunProcess, AChildReapedUnseenIsNeverAPass) {
  struct sigaction ignore{}, old{};
  ignore.sa_handler = SIG_IGN;
  ASSERT_EQ(::sigaction(SIGCHLD, &ignore, &old), 0);
  const ProcessResult crashed = run_process({"/bin/sh", "-c", "kill -9 $$"}, with_timeout(5s));
  LineProcess engine;
  std::string err, stop_how;
  const bool started = engine.start({"/bin/sh", "-c", "exit 0"}, {}, &err);
  if (started) stop_how = engine.stop(5000ms);
  ::sigaction(SIGCHLD, &old, nullptr);
  EXPECT_FALSE(crashed.ok()) << crashed.describe();
  EXPECT_EQ(crashed.describe(), "exit -1");
  ASSERT_TRUE(started) << err;
  EXPECT_EQ(stop_how, "exit -1");
}

// A tool that exits while a process it started (`cmd &`) still holds its stdout and stderr: its
// exit is seen when it happens, with its status and what it wrote, not reported as a timeout. In
// its own group the rest of the group goes with it; otherwise what it left is not the runner's to stop.
TEST(RunProcess, AChildThatExitsWhileItsChildHoldsItsPipesIsSeenToExit) {
  TempDir dir;
  for (const bool own_group : {true, false}) {
    SCOPED_TRACE(own_group ? "own group" : "the runner's group");
    const fs::path pid_file = dir.path / (own_group ? "own.pid" : "shared.pid");
    ProcessOptions o = with_timeout(20s);
    o.out = Output::Capture;
    o.own_group = own_group;
    const ProcessResult r = run_process(
        {"/bin/sh", "-c", "sleep 30 & echo $! > '" + pid_file.string() + "'; echo out; echo why >&2; exit 3"}, o);
    EXPECT_EQ(r.describe(), "exit 3");
    EXPECT_EQ(r.exit_code, 3);
    EXPECT_LT(r.seconds, 5) << "seen when it exited, not at the timeout";
    EXPECT_EQ(r.stdout_text, "out\n");
    EXPECT_EQ(r.stderr_text, "why\n");
    const pid_t grandchild = std::stoi(slurp(pid_file));
    if (own_group) {
      EXPECT_TRUE(pk_test::gone_soon(grandchild)) << "the grandchild " << grandchild << " went with the group";
    } else {
      ::kill(grandchild, SIGKILL);
    }
  }
}

// ------------------------------------------------------------------ files

// ------------------------------------------------------------------ LineProcess

TEST(LineProcess, LinesBothWaysAMegabyteLineExitTimeoutAndNoSigpipe) {
  using Status = LineProcess::ReadStatus;
  LineProcess cat;
  std::string err, line;
  ASSERT_TRUE(cat.start({"/bin/cat"}, {}, &err)) << err;
  const std::string big(3 << 20, 'x');  // larger than any pipe: writing and reading must interleave
  for (const std::string& text : {std::string("hello"), big, std::string()}) {
    ASSERT_TRUE(cat.write_line(text, LineProcess::Clock::now() + 10s, &err)) << err;
    ASSERT_EQ(cat.read_line(LineProcess::Clock::now() + 10s, &line), Status::Line);
    EXPECT_EQ(line, text);
  }
  EXPECT_EQ(cat.read_line(LineProcess::Clock::now() + 100ms, &line), Status::TimedOut);
  EXPECT_EQ(cat.stop(5s), "exit 0");  // cat ends at the end of its input

  LineProcess quits;
  ASSERT_TRUE(quits.start({"/bin/sh", "-c", "printf partial-line-without-newline; echo why >&2; exit 3"}, {}, &err));
  EXPECT_EQ(quits.read_line(LineProcess::Clock::now() + 10s, &line), Status::Closed);
  EXPECT_EQ(quits.stop(5s), "exit 3");
  EXPECT_EQ(quits.stderr_text(), "why\n");

  LineProcess deaf;  // never reads: a write to it fails, and SIGPIPE does not end this test
  ASSERT_TRUE(deaf.start({"/bin/sh", "-c", "exec 0<&-; sleep 5"}, {}, &err));
  std::this_thread::sleep_for(200ms);
  EXPECT_FALSE(deaf.write_line("anyone?", LineProcess::Clock::now() + 5s, &err));
  EXPECT_EQ(err, "it closed its stdin");

  LineProcess missing;
  EXPECT_FALSE(missing.start({"/nonexistent/engine"}, {}, &err));
  EXPECT_NE(err.find("/nonexistent/engine"), std::string::npos) << err;
}

// A child that exits while a grandchild it started still holds its stdout (and stdin) open: its
// stdout never ends, but its own exit is seen at once, as Closed, and stop() says how it ended
// and kills the grandchild with the group. A write to it fails the same way instead of filling
// the pipe until its deadline.
TEST(LineProcess, AChildThatExitsWhileItsChildHoldsItsStdoutIsSeenToExit) {
  using Status = LineProcess::ReadStatus;
  TempDir dir;
  const fs::path pid_file = dir.path / "grandchild.pid";
  // A background job's stdin is /dev/null unless redirected: fd 3 hands it the pipe.
  const std::string script =
      "exec 3<&0; sleep 600 <&3 3<&- & echo $! > '" + pid_file.string() + "'; echo why >&2; exit 3";
  for (const bool writing : {false, true}) {
    LineProcess orphaning;
    std::string err, line;
    ASSERT_TRUE(orphaning.start({"/bin/sh", "-c", script}, {}, &err)) << err;
    const auto started = LineProcess::Clock::now();
    if (writing) {
      std::this_thread::sleep_for(300ms);  // it has exited; the pipe takes 1 MiB before it is full
      const std::string big(4 << 20, 'x');
      EXPECT_FALSE(orphaning.write_line(big, started + 20s, &err));
      EXPECT_EQ(err, "it exited") << err;
    } else {
      EXPECT_EQ(orphaning.read_line(started + 20s, &line), Status::Closed);
    }
    EXPECT_LT(LineProcess::Clock::now() - started, 5s) << "seen when it exited, not at the deadline";
    EXPECT_EQ(orphaning.stop(5s), "exit 3");
    EXPECT_EQ(orphaning.stderr_text(), "why\n");
    const pid_t grandchild = std::stoi(slurp(pid_file));
    EXPECT_TRUE(pk_test::gone_soon(grandchild)) << "the grandchild " << grandchild << " went with the group";
  }
}

TEST(AtomicWrite, WritesReplacesAndLeavesNoTempFile) {
  TempDir dir;
  std::string err;
  ASSERT_TRUE(write_file_atomic(dir.path / "sub" / "a.txt", "first", &err)) << err;
  ASSERT_TRUE(write_file_atomic(dir.path / "sub" / "a.txt", "second\n", &err)) << err;
  EXPECT_EQ(slurp(dir.path / "sub" / "a.txt"), "second\n");
  EXPECT_EQ(dir.names(), std::vector<std::string>{"sub"});
  std::vector<std::string> in_sub;
  for (const auto& e : fs::directory_iterator(dir.path / "sub")) in_sub.push_back(e.path().filename().string());
  EXPECT_EQ(in_sub, std::vector<std::string>{"a.txt"});
}

TEST(AtomicWrite, FailureNamesThePathAndLeavesNoTempFile) {
  TempDir dir;
  fs::create_directory(dir.path / "taken");  // a directory where the file should go: rename fails
  std::string err;
  EXPECT_FALSE(write_file_atomic(dir.path / "taken", "x", &err));
  EXPECT_NE(err.find((dir.path / "taken").string()), std::string::npos) << err;
  EXPECT_EQ(dir.names(), std::vector<std::string>{"taken"});
  EXPECT_TRUE(fs::is_empty(dir.path / "taken"));
}

/// Every file of `dir`, sorted, with its bytes: what a set of files looks like to a reader.
std::vector<std::pair<std::string, std::string>> contents(const fs::path& dir) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.is_regular_file()) out.emplace_back(e.path().filename().string(), slurp(e.path()));
  std::sort(out.begin(), out.end());
  return out;
}

// The compile cache's store: a payload comes back only when it matches the hash stored with it.
TEST(ContentCache, AnEntryIsTrustedOnlyWhenItsPayloadMatchesItsHash) {
  TempDir dir;
  const ContentCache cache(dir.path / "cache");
  const std::string key = sha256_hex("key"), payload = std::string("object\0bytes", 12);
  std::string got, err;
  EXPECT_EQ(cache.get(key, &got, &err), ContentCache::Lookup::Miss);
  ASSERT_TRUE(cache.put(key, payload, &err)) << err;
  ASSERT_EQ(cache.get(key, &got, &err), ContentCache::Lookup::Hit) << err;
  EXPECT_EQ(got, payload);
  const std::filesystem::path entry = cache.entry_path(key);
  EXPECT_EQ(entry.parent_path().filename(), key.substr(0, 2));
  const std::string stored = slurp(entry);
  // Each way an entry can be damaged: detected, removed, and a fresh put works again.
  const struct {
    std::string bytes;
    const char* why;
  } damaged[] = {
      {stored.substr(0, stored.size() - 1), "the payload has 11 bytes, the header says 12"},
      {stored.substr(0, stored.size() - 1) + "X", "does not hash to the header's sha256"},
      {"garbage\n" + payload, "no \"paritykit-cache/v2\" header"},
      {"", "no \"paritykit-cache/v2\" header"},
      {"paritykit-cache/v1 " + sha256_hex(payload) + " 12\n" + payload, "no \"paritykit-cache/v2\" header"},
  };
  for (const auto& d : damaged) {
    std::ofstream(entry, std::ios::binary | std::ios::trunc) << d.bytes;
    err.clear();
    EXPECT_EQ(cache.get(key, &got, &err), ContentCache::Lookup::Corrupt) << d.why;
    EXPECT_NE(err.find(d.why), std::string::npos) << err;
    EXPECT_FALSE(std::filesystem::exists(entry)) << "a damaged entry is removed";
    ASSERT_TRUE(cache.put(key, payload, &err)) << err;
  }
  EXPECT_EQ(cache.get("../../etc/passwd", &got, &err), ContentCache::Lookup::Miss);
  EXPECT_FALSE(cache.put("../../etc/passwd", payload, &err)) << "a key is a hex sha256, never a path";
  EXPECT_NE(err.find("is not a hex sha256"), std::string::npos) << err;
}

// An entry answers only for its own key: another key's entry copied over it (a valid header and
// payload, but not this key's), or a symbolic link to a valid entry outside the cache, is refused
// and removed (the link, never what it points to), so the caller rebuilds it.
TEST(ContentCache, AnEntryIsBoundToItsKeyAndASymlinkIsRefused) {
  TempDir dir;
  const ContentCache cache(dir.path / "cache");
  const std::string mine = sha256_hex("gemm 2"), other = sha256_hex("gemm 1");
  std::string got, err;
  ASSERT_TRUE(cache.put(mine, "gemm 2's object", &err)) << err;
  ASSERT_TRUE(cache.put(other, "gemm 1's object", &err)) << err;
  fs::copy_file(cache.entry_path(other), cache.entry_path(mine), fs::copy_options::overwrite_existing);
  EXPECT_EQ(cache.get(mine, &got, &err), ContentCache::Lookup::Corrupt) << "got \"" << got << "\"";
  EXPECT_NE(err.find("the entry of key " + other.substr(0, 16)), std::string::npos) << err;
  EXPECT_FALSE(fs::exists(cache.entry_path(mine)));
  EXPECT_EQ(cache.get(other, &got, &err), ContentCache::Lookup::Hit) << err;

  ASSERT_TRUE(cache.put(mine, "gemm 2's object", &err)) << err;
  const fs::path outside = dir.path / "outside";
  fs::copy_file(cache.entry_path(mine), outside);
  fs::remove(cache.entry_path(mine));
  fs::create_symlink(outside, cache.entry_path(mine));
  got.clear();
  EXPECT_EQ(cache.get(mine, &got, &err), ContentCache::Lookup::Corrupt) << "got \"" << got << "\"";
  EXPECT_NE(err.find("a symbolic link"), std::string::npos) << err;
  EXPECT_FALSE(fs::exists(fs::symlink_status(cache.entry_path(mine)))) << "the link is removed";
  EXPECT_TRUE(fs::is_regular_file(outside)) << "what it pointed to is not";

  // The same through a linked fan-out directory.
  const fs::path fan_out = cache.entry_path(mine).parent_path(), elsewhere = dir.path / "elsewhere";
  fs::rename(fan_out, elsewhere);
  fs::copy_file(outside, elsewhere / mine, fs::copy_options::overwrite_existing);
  fs::create_directory_symlink(elsewhere, fan_out);
  EXPECT_EQ(cache.get(mine, &got, &err), ContentCache::Lookup::Corrupt);
  EXPECT_NE(err.find("a symbolic link"), std::string::npos) << err;
  EXPECT_TRUE(fs::is_regular_file(elsewhere / mine));
  ASSERT_TRUE(cache.put(mine, "gemm 2's object", &err)) << err;
  EXPECT_EQ(cache.get(mine, &got, &err), ContentCache::Lookup::Hit) << err;
  EXPECT_EQ(got, "gemm 2's object");
}

// Two writer processes replace one entry over and over while this one reads it: every read is a
// whole entry (one writer's payload or the other's), never a torn one.
TEST(ContentCache, ConcurrentWritersAndAReaderOnlySeeWholeEntries) {
  TempDir dir;
  const ContentCache cache(dir.path / "cache");
  const std::string key = sha256_hex("shared");
  const std::string payloads[2] = {std::string(300000, 'a'), std::string(200000, 'b')};
  std::string err, got;
  ASSERT_TRUE(cache.put(key, payloads[0], &err)) << err;
  pid_t writers[2];
  for (int w = 0; w < 2; ++w) {
    writers[w] = ::fork();
    ASSERT_GE(writers[w], 0);
    if (writers[w] == 0) {
      std::string e;
      for (int i = 0; i < 200; ++i)
        if (!cache.put(key, payloads[w], &e)) ::_exit(1);
      ::_exit(0);
    }
  }
  int hits[2] = {0, 0}, other = 0;
  for (int i = 0; i < 400; ++i) {
    err.clear();
    const auto lookup = cache.get(key, &got, &err);
    if (lookup == ContentCache::Lookup::Hit && (got == payloads[0] || got == payloads[1]))
      ++hits[got == payloads[1]];
    else
      ++other, ADD_FAILURE() << "read " << i << ": " << err;
  }
  for (pid_t pid : writers) {
    int status = 0;
    ASSERT_EQ(::waitpid(pid, &status, 0), pid);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "every put succeeded";
  }
  EXPECT_EQ(other, 0);
  std::printf("400 reads during 400 concurrent puts: %d of one payload, %d of the other\n", hits[0], hits[1]);
}

TEST(FileSet, ReplacesAndRemovesTogetherByRename) {
  TempDir dir;
  dir.write("a.json", "old a");
  dir.write("c.npy", "old c");
  // Hard links taken before: a writer that truncated and wrote in place would change them too.
  fs::create_hard_link(dir.path / "a.json", dir.path / "keep-a");
  fs::create_hard_link(dir.path / "c.npy", dir.path / "keep-c");
  FileSet set;
  set.write(dir.path / "a.json", "new a");
  set.write(dir.path / "sub" / "b.json", "new b");
  set.remove(dir.path / "c.npy");
  set.remove(dir.path / "never-there");
  std::string err;
  ASSERT_TRUE(set.commit(&err)) << err;
  using Files = std::vector<std::pair<std::string, std::string>>;
  EXPECT_EQ(contents(dir.path), (Files{{"a.json", "new a"}, {"keep-a", "old a"}, {"keep-c", "old c"}}));
  EXPECT_EQ(contents(dir.path / "sub"), (Files{{"b.json", "new b"}}));
}

// An output that already holds the bytes is left alone (its inode is the same file: a hard link
// taken before still shares it); one that differs, in size or only in content, is replaced.
TEST(FileSet, WriteIfChangedLeavesEqualFilesAndReplacesOthers) {
  TempDir dir;
  dir.write("same", "bytes");
  dir.write("other", "bytez");
  dir.write("longer", "byte");
  for (const char* name : {"same", "other", "longer"})
    fs::create_hard_link(dir.path / name, dir.path / (std::string("link-") + name));
  std::string err;
  for (const char* name : {"same", "other", "longer", "new"})
    ASSERT_TRUE(paritykit::support::write_file_if_changed(dir.path / name, "bytes", &err)) << err;
  using Files = std::vector<std::pair<std::string, std::string>>;
  EXPECT_EQ(contents(dir.path), (Files{{"link-longer", "byte"}, {"link-other", "bytez"}, {"link-same", "bytes"},
                                       {"longer", "bytes"}, {"new", "bytes"}, {"other", "bytes"}, {"same", "bytes"}}));
  EXPECT_TRUE(fs::equivalent(dir.path / "same", dir.path / "link-same")) << "not rewritten";
  EXPECT_FALSE(fs::equivalent(dir.path / "other", dir.path / "link-other")) << "replaced by rename";
}

TEST(FileSet, AFailureLeavesTheOldSetAndNoTempName) {
  TempDir dir;
  dir.write("1.json", "old 1");
  dir.write("3.json", "old 3");
  fs::create_directory(dir.path / "2.json");  // in the way of the second file
  FileSet set;
  set.write(dir.path / "1.json", "new 1");
  set.write(dir.path / "2.json", "new 2");
  set.write(dir.path / "3.json", "new 3");
  std::string err;
  EXPECT_FALSE(set.commit(&err));
  EXPECT_NE(err.find("2.json: is a directory"), std::string::npos) << err;
  EXPECT_EQ(dir.names(), (std::vector<std::string>{"1.json", "2.json", "3.json"}));
  EXPECT_EQ(slurp(dir.path / "1.json"), "old 1");
  EXPECT_EQ(slurp(dir.path / "3.json"), "old 3");
}

TEST(FileSet, AFileSizeLimitFailsWhileStagingAndTheOldSetStays) {
  // ulimit -f in a child: the second file cannot be written (EFBIG once SIGXFSZ is ignored), as
  // on a full disk; the first, already staged, must not have replaced its old file.
  TempDir dir;
  dir.write("small.json", "old small");
  dir.write("big.npy", "old big");
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    ::signal(SIGXFSZ, SIG_IGN);
    struct rlimit limit {4096, 4096};
    ::setrlimit(RLIMIT_FSIZE, &limit);
    FileSet set;
    set.write(dir.path / "small.json", "new small");
    set.write(dir.path / "big.npy", std::string(100000, 'x'));
    std::string err;
    const bool ok = set.commit(&err);
    ::_exit(!ok && err.find("big.npy: write failed: File too large") != std::string::npos ? 0 : 1);
  }
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "the commit did not fail with EFBIG on big.npy";
  EXPECT_EQ(dir.names(), (std::vector<std::string>{"big.npy", "small.json"}));
  EXPECT_EQ(slurp(dir.path / "small.json"), "old small");
  EXPECT_EQ(slurp(dir.path / "big.npy"), "old big");
}

TEST(FileSet, TempNamesOfAKilledWriterGoAtTheNextCommitThoseOfALiveOneStay) {
  TempDir dir;
  const pid_t gone = ::fork();
  ASSERT_GE(gone, 0);
  if (gone == 0) ::_exit(0);
  ASSERT_EQ(::waitpid(gone, nullptr, 0), gone);
  const std::string dead = std::to_string(gone), live = std::to_string(::getppid());
  for (const std::string& name : {".a.json.pk-new." + dead + ".0", ".a.json.pk-old." + dead + ".1",
                                  ".a.json.tmp." + dead + ".2", ".a.json.pk-new." + live + ".0", "a.json.pk-new." + dead + ".3",
                                  ".a.json.pk-new." + dead})
    dir.write(name, "left");
  std::string err;
  ASSERT_TRUE(write_file_atomic(dir.path / "a.json", "a", &err)) << err;
  std::vector<std::string> kept{".a.json.pk-new." + dead, ".a.json.pk-new." + live + ".0", "a.json",
                                "a.json.pk-new." + dead + ".3"};
  std::sort(kept.begin(), kept.end());
  EXPECT_EQ(dir.names(), kept);
}

// "Not there" is an answer; "cannot look" (a symbolic link loop) is an error naming the path.
TEST(PathExists, NotThereIsAnAnswerALinkLoopIsAnError) {
  TempDir dir;
  dir.write("here", "x");
  fs::create_symlink(dir.path / "loop", dir.path / "loop");
  bool exists = false;
  std::string err;
  ASSERT_TRUE(path_exists(dir.path / "here", &exists, &err)) << err;
  EXPECT_TRUE(exists);
  ASSERT_TRUE(path_exists(dir.path / "absent", &exists, &err)) << err;
  EXPECT_FALSE(exists);
  ASSERT_TRUE(path_exists(dir.path / "here" / "below", &exists, &err)) << "a file is no directory: " << err;
  EXPECT_FALSE(exists);
  exists = true;
  EXPECT_FALSE(path_exists(dir.path / "loop", &exists, &err));
  EXPECT_EQ(err, (dir.path / "loop").string() + ": cannot stat: Too many levels of symbolic links");
  EXPECT_TRUE(exists) << "left untouched on failure";
}

TEST(ReadFile, ReadsBytesAndRefusesWhatIsNotABoundedRegularFile) {
  TempDir dir;
  const std::string bytes("a\0b\nc", 5);
  dir.write("f.bin", bytes);
  std::string out, err;
  ASSERT_TRUE(read_file(dir.path / "f.bin", &out, &err)) << err;
  EXPECT_EQ(out, bytes);
  struct Case {
    std::string name;
    fs::path path;
    std::uintmax_t cap;
    std::string why;
  };
  ASSERT_EQ(::mkfifo((dir.path / "fifo").c_str(), 0600), 0);
  const Case cases[] = {
      {"missing", dir.path / "nope", kDefaultReadCap, "cannot open"},
      {"directory", dir.path, kDefaultReadCap, "is a directory"},
      {"fifo", dir.path / "fifo", kDefaultReadCap, "not a regular file"},
      {"device", "/dev/zero", kDefaultReadCap, "not a regular file"},
      {"too large", dir.path / "f.bin", 4, "too large"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    out = "untouched";
    err.clear();
    EXPECT_FALSE(read_file(c.path, &out, &err, c.cap));
    EXPECT_TRUE(err.starts_with(c.path.string() + ": ")) << err;
    EXPECT_NE(err.find(c.why), std::string::npos) << err;
    EXPECT_EQ(out, "untouched");
  }
  EXPECT_TRUE(read_file(dir.path / "f.bin", &out, &err, 5)) << err;
}

// ------------------------------------------------------------------ strict JSON

TEST(StrictJson, RefusesDuplicateKeysAtAnyDepthAndNamesTheObject) {
  struct Case {
    std::string text, err;  ///< err empty: accepted
  };
  const Case cases[] = {
      {R"({"a": 1, "b": {"a": 2}})", ""},
      {R"([{"a": 1}, {"a": 1}])", ""},
      {R"({"a": 1, "a": 2})", R"(/: duplicate key "a")"},
      {R"({"x": {"k": 1, "k": 1}})", R"(/x: duplicate key "k")"},
      {R"({"x": [1, {"y": 0}, {"k": 1, "k": 2}]})", R"(/x/2: duplicate key "k")"},
      {R"({"a/b": {"k": 1, "k": 2}})", R"(/a~1b: duplicate key "k")"},
      {R"({"a": )", "malformed JSON: "},
      {"", "malformed JSON: "},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.text);
    nlohmann::json doc;
    nlohmann::ordered_json odoc;
    std::string err, oerr;
    EXPECT_EQ(parse_json_strict(c.text, &doc, &err), c.err.empty());
    EXPECT_EQ(parse_json_strict(c.text, &odoc, &oerr), c.err.empty());
    if (c.err.empty()) {
      EXPECT_EQ(doc, nlohmann::json::parse(c.text));
    } else {
      EXPECT_TRUE(err.starts_with(c.err)) << err;
      EXPECT_EQ(err, oerr);
    }
  }
}

TEST(StrictJson, RefusesNestingPastTheDepthLimitAtBothEnds) {
  auto nested = [](std::size_t depth, const char* open, const char* close) {
    std::string text;
    for (std::size_t i = 0; i < depth; ++i) text += open;
    text += "1";
    for (std::size_t i = 0; i < depth; ++i) text += close;
    return text;
  };
  for (const auto& [open, close] : {std::pair{"[", "]"}, std::pair{"{\"k\":", "}"}}) {
    SCOPED_TRACE(open);
    nlohmann::json doc;
    std::string err;
    EXPECT_TRUE(parse_json_strict(nested(kMaxJsonDepth, open, close), &doc, &err)) << err;
    EXPECT_FALSE(parse_json_strict(nested(kMaxJsonDepth + 1, open, close), &doc, &err));
    EXPECT_NE(err.find(": nested deeper than 512 objects and arrays"), std::string::npos) << err;
    // 100,000 deep (a crash once: messages printed the value recursively): refused, and the
    // message stays short.
    EXPECT_FALSE(parse_json_strict(nested(100000, open, close), &doc, &err));
    EXPECT_LT(err.size(), 200u) << err.substr(0, 200);
    EXPECT_NE(err.find("nested deeper"), std::string::npos) << err.substr(0, 200);
    // Malformed past the limit is still malformed.
    EXPECT_FALSE(parse_json_strict(nested(100000, open, close) + "]", &doc, &err));
    EXPECT_TRUE(err.starts_with("malformed JSON: ")) << err.substr(0, 200);
  }
}

TEST(StrictJson, LoadFileNamesThePathAndKeepsOrder) {
  TempDir dir;
  dir.write("ok.json", R"({"z": 1, "a": 2})");
  dir.write("dup.json", R"({"z": 1, "z": 2})");
  nlohmann::ordered_json doc;
  std::string err;
  ASSERT_TRUE(load_json_file(dir.path / "ok.json", &doc, &err)) << err;
  EXPECT_EQ(doc.begin().key(), "z");
  EXPECT_FALSE(load_json_file(dir.path / "dup.json", &doc, &err));
  EXPECT_EQ(err, (dir.path / "dup.json").string() + R"(: /: duplicate key "z")");
  EXPECT_FALSE(load_json_file(dir.path / "none.json", &doc, &err));
  EXPECT_TRUE(err.starts_with((dir.path / "none.json").string() + ": cannot open")) << err;
}

TEST(StrictJson, CheckFields) {
  const auto j = nlohmann::json::parse(R"({"a": 1, "b": 2})");
  EXPECT_EQ(check_fields(j, "/x", {"a"}, {"b"}), "");
  EXPECT_EQ(check_fields(j, "/x", {"a", "c"}, {"b"}), "/x/c: missing required field");
  EXPECT_EQ(check_fields(j, "/x", {"a"}), "/x/b: unknown field");
  EXPECT_EQ(check_fields(nlohmann::json::array(), "", {}), "/: expected an object");
  EXPECT_EQ(json_kind(nlohmann::json("s")), "a string \"s\"");
  // A message never quotes an unbounded value.
  EXPECT_EQ(json_kind(nlohmann::json(std::string(100000, 'x'))),
            "a string \"" + std::string(60, 'x') + "\"... (100000 bytes)");
  EXPECT_EQ(json_kind(nlohmann::json(3)), "a number 3");
}

// ------------------------------------------------------------------ sha256

TEST(LastLines, TakesTheEndOfToolOutputAndNeverThrows) {
  EXPECT_EQ(last_lines("", 3), "") << "a child that printed nothing (mutant-run once aborted on it)";
  EXPECT_EQ(last_lines("a\nb\nc\n", 2), "b\nc\n");
  EXPECT_EQ(last_lines("a\nb\nc", 2), "b\nc");
  EXPECT_EQ(last_lines("a\nb\nc\n", 9), "a\nb\nc\n");
  EXPECT_EQ(last_lines("abc", 1), "abc");
  EXPECT_EQ(last_lines("\n", 1), "\n");
  EXPECT_EQ(last_lines("a\nb", 0), "");
}

TEST(Sha256, KnownVectors) {
  struct Case {
    std::string input, hex;
  };
  const Case cases[] = {
      {"", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
      {"abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
      {"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"},
      {std::string(55, 'a'), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"},
      {std::string(56, 'a'), "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"},
      {std::string(64, 'a'), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"},
      {std::string(1000000, 'a'), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"},
  };
  for (const auto& c : cases) EXPECT_EQ(sha256_hex(c.input), c.hex) << "length " << c.input.size();
}

// The SHA-NI path against the portable code: every tail length of one and two blocks, block
// counts around the multi-block loop, and bytes of every value (the byte swap and the schedule).
TEST(Sha256, TheCpuExtensionsPathGivesThePortableDigest) {
  if (!sha256_uses_cpu_extensions())
    GTEST_SKIP() << "this CPU has no SHA extensions: sha256_hex is the portable code, KnownVectors checks it";
  std::string data;
  uint32_t x = 2463534242u;
  for (int i = 0; i < 5000; ++i) {
    x ^= x << 13, x ^= x >> 17, x ^= x << 5;  // xorshift32: every byte value, no pattern per block
    data += static_cast<char>(x >> 24);
  }
  for (size_t n = 0; n <= data.size(); n += n < 300 ? 1 : 97) {
    const std::string_view s(data.data(), n);
    ASSERT_EQ(sha256_hex(s), sha256_hex_portable(s)) << "length " << n;
  }
}

// Texts hashed side by side, a lane taking the next text when its own ends: each digest is its
// own, whatever the lengths around it (on and around the block boundaries, and long enough for
// many blocks side by side), whenever it is done.
TEST(Sha256, LanesGiveEachTextItsOwnDigest) {
  std::string data;
  uint32_t x = 88675123u;
  for (int i = 0; i < 3000; ++i) {
    x ^= x << 13, x ^= x >> 17, x ^= x << 5;
    data += static_cast<char>(x >> 24);
  }
  const std::size_t lengths[] = {0, 1, 55, 56, 63, 64, 65, 127, 128, 129, 1000, 2047, 2999};
  std::vector<std::string_view> texts;
  for (std::size_t n : lengths)
    for (std::size_t m : lengths) texts.emplace_back(data.data() + m % 7, std::min(n + m % 5, data.size() - 6));
  Sha256Lanes lanes;
  std::vector<std::size_t> tickets;
  for (std::string_view t : texts) {
    tickets.push_back(lanes.add(t));
    EXPECT_EQ(tickets.back(), tickets.size() - 1);
    // What is done is done right, before the rest.
    for (std::size_t i = 0; i < tickets.size(); ++i)
      if (lanes.done(tickets[i])) ASSERT_EQ(lanes.digest(tickets[i]), sha256_hex_portable(texts[i])) << i;
  }
  lanes.finish();
  for (std::size_t i = 0; i < texts.size(); ++i) {
    ASSERT_TRUE(lanes.done(tickets[i]));
    ASSERT_EQ(lanes.digest(tickets[i]), sha256_hex_portable(texts[i])) << "text " << i << ", " << texts[i].size() << " bytes";
  }
}

// ------------------------------------------------------------------ AMDGPU mach table

// The symbol names of an ELF file (what the compile cache checks a code object's kernels by):
// read as written, and every damaged or truncated file refused with a message, never read past.
TEST(ElfSymbols, ReadsTheSymbolTableAndRefusesWhatLiesOutsideTheFile) {
  const std::string elf =
      tiny_elf({{"k", kSttFunc, true, 0x100, 0x40}, {"k.kd", kSttObject, true}, {"ext", 0, false}});
  std::vector<ElfSymbol> symbols;
  std::string err;
  ASSERT_TRUE(read_elf_symbols(elf, &symbols, &err)) << err;
  ASSERT_EQ(symbols.size(), 3u);
  EXPECT_EQ(symbols[0].name, "k");
  EXPECT_EQ(symbols[0].type, kSttFunc);
  EXPECT_TRUE(symbols[0].defined);
  EXPECT_EQ(symbols[0].value, 0x100u);
  EXPECT_EQ(symbols[0].size, 0x40u);
  EXPECT_EQ(symbols[1].name, "k.kd");
  EXPECT_EQ(symbols[1].type, kSttObject);
  EXPECT_FALSE(symbols[2].defined);
  int refused = 0;
  for (std::size_t n = 0; n < elf.size(); ++n) {
    err.clear();
    if (!read_elf_symbols(elf.substr(0, n), &symbols, &err)) {
      ++refused;
      EXPECT_FALSE(err.empty()) << n;
    }
  }
  EXPECT_EQ(refused, static_cast<int>(elf.size())) << "every prefix lacks the section headers at the end";
  std::string bad_name = elf;
  // The first symbol's name offset (after the header, the 12 bytes of strings and the null
  // symbol), past the string table.
  bad_name[64 + 12 + 24] = '\x7f';
  EXPECT_FALSE(read_elf_symbols(bad_name, &symbols, &err));
  EXPECT_NE(err.find("outside its string table"), std::string::npos) << err;
  EXPECT_FALSE(read_elf_symbols("//\n// PTX", &symbols, &err));
  EXPECT_EQ(err, "not an ELF file");
}

TEST(AmdgpuMach, TableRoundTripsAndKnowsTheProjectTargets) {
  for (const amdgpu::Mach& m : amdgpu::mach_table()) {
    EXPECT_EQ(amdgpu::mach_name(m.value), m.name);
    EXPECT_EQ(amdgpu::mach_value(m.name), m.value);
  }
  // The values of llvm/BinaryFormat/ELF.h for the project's targets.
  EXPECT_EQ(amdgpu::mach_value("gfx1201"), 0x4Eu);
  EXPECT_EQ(amdgpu::mach_value("gfx1250"), 0x49u);
  EXPECT_EQ(amdgpu::mach_value("gfx942"), 0x4Cu);
  EXPECT_EQ(amdgpu::mach_value("gfx950"), 0x4Fu);
  EXPECT_EQ(amdgpu::mach_name(0x00), "");
  EXPECT_EQ(amdgpu::mach_value("gfx9999"), std::nullopt);
}

}  // namespace
