// Starting, reaping and stopping a child, and closing its pipe ends, shared by run_process (process.cpp) and
// LineProcess (line_process.cpp): posix_spawn with the child's signals reset, the exit seen by waitpid rather
// than by the end of its pipes, and the stop sequence.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <functional>
#include <initializer_list>
#include <string>
#include <vector>

namespace paritykit::support::detail {

/// Where the child's fd 0, 1 and 2 come from: an fd of ours (dup2'd), or -1 for /dev/null.
struct ChildFds {
  int in = -1, out = -1, err = -1;
};

/// Spawns `argv` with `fds`, in `cwd` (empty: ours), argv[0] searched in PATH or not, as the
/// leader of a new process group or not. SIGINT, SIGTERM and SIGPIPE are reset to their defaults
/// and the signal mask is cleared in the child. Returns the pid, or -1 with *err.
pid_t spawn_child(const std::vector<std::string>& argv, const ChildFds& fds, const std::filesystem::path& cwd,
                  bool search_path, bool own_group, std::string* err);

/// Closes a pipe end once (and marks it closed: -1).
void close_fd(int* fd);

/// Whether the child has exited on its own, without waiting: then, with own_group, the rest of its
/// group is killed (SIGKILL), and the child is reaped with its wait status in *status. True also
/// when there is no child to wait for (SIGCHLD ignored), with *status -1: neither an exit nor a
/// signal, so the run reads as failed ("exit -1"), never as exit 0. A child's exit is seen
/// this way, not by the end of its pipes: a process it left behind (`cmd &`) may hold them open.
bool child_exited(pid_t pid, bool own_group, int* status);

/// Reads what an exited child left in its pipes: `read_some(fd)` (true when it read bytes; it
/// closes `*fd` at EOF) on each open end, which must be non-blocking, round after round until a
/// round reads nothing. At most 64 rounds: the child's own output is at most a pipe's capacity,
/// and a process it left behind may go on writing.
void read_left_in_pipes(std::initializer_list<int*> fds, const std::function<bool(int*)>& read_some);

/// Stops the child (and its group, with own_group: SIGTERM, 2 s of grace, SIGKILL, a last
/// SIGKILL for what outlived the child; without: SIGKILL) and reaps it; returns its wait status.
int stop_child(pid_t pid, bool own_group);

}  // namespace paritykit::support::detail
